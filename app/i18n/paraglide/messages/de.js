/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Common_Access_DeniedInputs */
/** @typedef {{}} Common_Admin_OnlyInputs */
/** @typedef {{}} Common_Date_InvalidInputs */
/** @typedef {{}} Common_Date_RangeInputs */
/** @typedef {{}} Common_ErrorInputs */
/** @typedef {{ label: NonNullable<unknown> }} Common_Field_NulInputs */
/** @typedef {{ label: NonNullable<unknown> }} Common_Field_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown>, max: NonNullable<unknown> }} Common_Field_Too_LongInputs */
/** @typedef {{ max: NonNullable<unknown> }} Common_Id_InvalidInputs */
/** @typedef {{}} Common_Last_AdminInputs */
/** @typedef {{}} Common_Listing_Create_FailedInputs */
/** @typedef {{}} Common_Listing_Update_FailedInputs */
/** @typedef {{}} Common_Logged_OutInputs */
/** @typedef {{}} Common_Login_RequiredInputs */
/** @typedef {{ label: NonNullable<unknown>, vowel: NonNullable<unknown> }} Common_Money_DecimalsInputs */
/** @typedef {{ label: NonNullable<unknown>, vowel: NonNullable<unknown> }} Common_Money_InvalidInputs */
/** @typedef {{ label: NonNullable<unknown> }} Common_Money_NegativeInputs */
/** @typedef {{ label: NonNullable<unknown>, vowel: NonNullable<unknown> }} Common_Money_Too_LargeInputs */
/** @typedef {{}} Common_Once_Key_BusyInputs */
/** @typedef {{}} Common_Once_Key_ReusedInputs */
/** @typedef {{}} Common_Once_Key_Too_LongInputs */
/** @typedef {{}} Common_Profile_Logged_OutInputs */
/** @typedef {{}} Common_Scroll_HintInputs */
/** @typedef {{}} Common_Ticket_Login_RequiredInputs */
/** @typedef {{}} Common_UnauthorizedInputs */
/** @typedef {{}} Common_Unknown_ActionInputs */
/** @typedef {{}} Common_Url_InvalidInputs */
/** @typedef {{}} Common_Url_LabelInputs */
/** @typedef {{}} Mail_Events_Cancelled_AttendeeInputs */
/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Events_Cancelled_IntroInputs */
/** @typedef {{}} Mail_Events_Cancelled_ListerInputs */
/** @typedef {{}} Mail_Events_Cancelled_SignoffInputs */
/** @typedef {{ title: NonNullable<unknown> }} Mail_Events_Cancelled_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Events_Moved_AttendeeInputs */
/** @typedef {{ type: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Events_Moved_IntroInputs */
/** @typedef {{}} Mail_Events_Moved_ListerInputs */
/** @typedef {{ when: NonNullable<unknown> }} Mail_Events_Moved_NowInputs */
/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Events_Moved_Shift_LineInputs */
/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Events_Moved_Shift_Line_WaitlistInputs */
/** @typedef {{}} Mail_Events_Moved_ShiftsInputs */
/** @typedef {{ type: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Events_Moved_SubjectInputs */
/** @typedef {{ when: NonNullable<unknown> }} Mail_Events_Moved_WasInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Events_Promoted_CancelInputs */
/** @typedef {{}} Mail_Events_Promoted_IntroInputs */
/** @typedef {{ title: NonNullable<unknown> }} Mail_Events_Promoted_SubjectInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_GreetingInputs */
/** @typedef {{}} Mail_Greeting_AnonymousInputs */
/** @typedef {{ contact: NonNullable<unknown> }} Mail_Line_ContactInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Line_DetailsInputs */
/** @typedef {{ note: NonNullable<unknown> }} Mail_Line_Please_NoteInputs */
/** @typedef {{ when: NonNullable<unknown> }} Mail_Line_WhenInputs */
/** @typedef {{ where: NonNullable<unknown> }} Mail_Line_WhereInputs */
/** @typedef {{}} Mail_Orders_Cancelled_NothingInputs */
/** @typedef {{}} Mail_Orders_Cancelled_RefundInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Cancelled_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Cancelled_TextInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Mail_Orders_CarrierInputs */
/** @typedef {{ carrier: NonNullable<unknown>, tracking: NonNullable<unknown> }} Mail_Orders_Carrier_TrackingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Collected_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Collected_TextInputs */
/** @typedef {{ number: NonNullable<unknown>, group: NonNullable<unknown> }} Mail_Orders_Confirmed_IntroInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Confirmed_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Delivered_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Delivered_TextInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Orders_Follow_GuestInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Orders_Follow_MemberInputs */
/** @typedef {{ quantity: NonNullable<unknown>, name: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Orders_Item_LineInputs */
/** @typedef {{ quantity: NonNullable<unknown>, name: NonNullable<unknown>, size: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Orders_Item_Line_SizedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Making_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Making_TextInputs */
/** @typedef {{}} Mail_Orders_PaidInputs */
/** @typedef {{}} Mail_Orders_Pay_LaterInputs */
/** @typedef {{ pickup: NonNullable<unknown> }} Mail_Orders_Pickup_AtInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Orders_QuestionsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Ready_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Ready_TextInputs */
/** @typedef {{ number: NonNullable<unknown>, pickup: NonNullable<unknown> }} Mail_Orders_Ready_Text_AtInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Shipped_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Shipped_TextInputs */
/** @typedef {{ address: NonNullable<unknown> }} Mail_Orders_Shipping_ToInputs */
/** @typedef {{ group: NonNullable<unknown> }} Mail_Orders_ThanksInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Orders_TotalInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Orders_Track_ItInputs */
/** @typedef {{ tracking: NonNullable<unknown> }} Mail_Orders_TrackingInputs */
/** @typedef {{}} Mail_Signoff_See_YouInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Mail_Time_RangeInputs */
/** @typedef {{}} Mail_Volunteer_Cancelled_IntroInputs */
/** @typedef {{ contact: NonNullable<unknown> }} Mail_Volunteer_Cancelled_No_NeedInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Cancelled_OthersInputs */
/** @typedef {{}} Mail_Volunteer_Cancelled_SignoffInputs */
/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Volunteer_Cancelled_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Promoted_CancelInputs */
/** @typedef {{}} Mail_Volunteer_Promoted_IntroInputs */
/** @typedef {{ title: NonNullable<unknown> }} Mail_Volunteer_Promoted_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Reminder_CancelInputs */
/** @typedef {{}} Mail_Volunteer_Reminder_ClosedInputs */
/** @typedef {{ group: NonNullable<unknown> }} Mail_Volunteer_Reminder_IntroInputs */
/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Volunteer_Reminder_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Reminder_WhyInputs */
/** @typedef {{}} Site_Error_Back_HomeInputs */
/** @typedef {{}} Site_Error_BodyInputs */
/** @typedef {{}} Site_Error_ForbiddenInputs */
/** @typedef {{}} Site_Error_HeadingInputs */
/** @typedef {{}} Site_Error_Not_Found_BodyInputs */
/** @typedef {{}} Site_Error_Not_Found_HeadingInputs */
/** @typedef {{}} Site_Error_Not_Found_TitleInputs */
/** @typedef {{ groupName: NonNullable<unknown> }} Site_Error_TitleInputs */
/** @typedef {{ clubName: NonNullable<unknown>, contactCity: NonNullable<unknown> }} Site_Footer_AboutInputs */
/** @typedef {{}} Site_Footer_Away_DaysInputs */
/** @typedef {{}} Site_Footer_Buy_Sell_TicketsInputs */
/** @typedef {{}} Site_Footer_By_EmailInputs */
/** @typedef {{}} Site_Footer_ContactInputs */
/** @typedef {{ groupName: NonNullable<unknown>, clubName: NonNullable<unknown> }} Site_Footer_DisclaimerInputs */
/** @typedef {{}} Site_Footer_Email_PreferencesInputs */
/** @typedef {{}} Site_Footer_Manage_ProfileInputs */
/** @typedef {{}} Site_Footer_Member_ResourcesInputs */
/** @typedef {{ date: NonNullable<unknown> }} Site_Footer_Member_SinceInputs */
/** @typedef {{}} Site_Footer_Membership_InfoInputs */
/** @typedef {{}} Site_Footer_MinutesInputs */
/** @typedef {{}} Site_Footer_Minutes_SubjectInputs */
/** @typedef {{}} Site_Footer_My_ShiftsInputs */
/** @typedef {{}} Site_Footer_Order_TrackingInputs */
/** @typedef {{}} Site_Footer_Privacy_PolicyInputs */
/** @typedef {{}} Site_Footer_Privacy_SettingsInputs */
/** @typedef {{}} Site_Footer_Quick_LinksInputs */
/** @typedef {{}} Site_Footer_ReportsInputs */
/** @typedef {{}} Site_Footer_Reports_SubjectInputs */
/** @typedef {{}} Site_Footer_Sign_OutInputs */
/** @typedef {{}} Site_Footer_TermsInputs */
/** @typedef {{}} Site_Footer_Volunteer_OpportunitiesInputs */
/** @typedef {{}} Site_Footer_Your_AccountInputs */
/** @typedef {{}} Site_Language_SwitchInputs */
/** @typedef {{}} Site_Language_UnknownInputs */
/** @typedef {{}} Site_Nav_AdminInputs */
/** @typedef {{ count: NonNullable<unknown> }} Site_Nav_CartInputs */
/** @typedef {{}} Site_Nav_EventsInputs */
/** @typedef {{}} Site_Nav_HomeInputs */
/** @typedef {{}} Site_Nav_LoginInputs */
/** @typedef {{}} Site_Nav_MainInputs */
/** @typedef {{}} Site_Nav_MenuInputs */
/** @typedef {{}} Site_Nav_ProfileInputs */
/** @typedef {{}} Site_Nav_ShopInputs */
/** @typedef {{}} Site_Nav_TicketsInputs */
/** @typedef {{}} Site_Nav_VolunteerInputs */
/** @typedef {{}} Site_Skip_To_ContentInputs */
import * as registry from "../registry.js"


export const common_access_denied = /** @type {(inputs: Common_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Zugriff`)
};

export const common_admin_only = /** @type {(inputs: Common_Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für die Verwaltung. Du wirst weitergeleitet …`)
};

export const common_date_invalid = /** @type {(inputs: Common_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib ein gültiges Datum mit Uhrzeit ein`)
};

export const common_date_range = /** @type {(inputs: Common_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib ein Datum zwischen den Jahren 1 und 9999 ein`)
};

export const common_error = /** @type {(inputs: Common_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

export const common_field_nul = /** @type {(inputs: Common_Field_NulInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} darf keine NUL-Zeichen enthalten`)
};

export const common_field_required = /** @type {(inputs: Common_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} fehlt`)
};

export const common_field_too_long = /** @type {(inputs: Common_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} darf höchstens ${i?.max} Zeichen lang sein`)
};

export const common_id_invalid = /** @type {(inputs: Common_Id_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine ID ist eine ganze Zahl von 1 bis ${i?.max}`)
};

export const common_last_admin = /** @type {(inputs: Common_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist die einzige Person in der Verwaltung. Gib einem anderen Mitglied Verwaltungsrechte, bevor du dein Konto löschst.`)
};

export const common_listing_create_failed = /** @type {(inputs: Common_Listing_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Angebot konnte nicht erstellt werden. Bitte versuche es noch einmal.`)
};

export const common_listing_update_failed = /** @type {(inputs: Common_Listing_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Angebot konnte nicht geändert werden. Bitte versuche es noch einmal.`)
};

export const common_logged_out = /** @type {(inputs: Common_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist abgemeldet. Du wirst neu angemeldet …`)
};

export const common_login_required = /** @type {(inputs: Common_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung nötig`)
};

export const common_money_decimals = /** @type {(inputs: Common_Money_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: Gib einen Betrag mit höchstens zwei Nachkommastellen ein, z. B. 45.50`)
};

export const common_money_invalid = /** @type {(inputs: Common_Money_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: Gib einen Betrag wie 45.00 ein`)
};

export const common_money_negative = /** @type {(inputs: Common_Money_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} darf nicht negativ sein`)
};

export const common_money_too_large = /** @type {(inputs: Common_Money_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: Gib einen Betrag unter 100.000.000 ein`)
};

export const common_once_key_busy = /** @type {(inputs: Common_Once_Key_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieselbe Anfrage wird noch bearbeitet. Bitte warte einen Moment und versuche es dann noch einmal.`)
};

export const common_once_key_reused = /** @type {(inputs: Common_Once_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Einmal-Schlüssel wurde schon für eine andere Anfrage benutzt. Lade die Seite neu und versuche es noch einmal.`)
};

export const common_once_key_too_long = /** @type {(inputs: Common_Once_Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Einmal-Schlüssel (Idempotency-Key) ist zu lang: höchstens 255 Zeichen.`)
};

export const common_profile_logged_out = /** @type {(inputs: Common_Profile_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte melde dich an, um dein Profil zu sehen.`)
};

export const common_scroll_hint = /** @type {(inputs: Common_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seitlich wischen, um alle Spalten zu sehen.`)
};

export const common_ticket_login_required = /** @type {(inputs: Common_Ticket_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte melde dich an, um ein Ticket anzubieten.`)
};

export const common_unauthorized = /** @type {(inputs: Common_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht angemeldet`)
};

export const common_unknown_action = /** @type {(inputs: Common_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannte Aktion.`)
};

export const common_url_invalid = /** @type {(inputs: Common_Url_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine Webadresse ein, die mit http:// oder https:// beginnt`)
};

export const common_url_label = /** @type {(inputs: Common_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webadresse`)
};

export const mail_events_cancelled_attendee = /** @type {(inputs: Mail_Events_Cancelled_AttendeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Zusage ist damit hinfällig; du musst nichts weiter tun.`)
};

export const mail_events_cancelled_intro = /** @type {(inputs: Mail_Events_Cancelled_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} am ${i?.when} ist abgesagt.`)
};

export const mail_events_cancelled_lister = /** @type {(inputs: Mail_Events_Cancelled_ListerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Angebot dafür wurde geschlossen und ist aus der Ticketbörse verschwunden.`)
};

export const mail_events_cancelled_signoff = /** @type {(inputs: Mail_Events_Cancelled_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry für die Änderung,`)
};

export const mail_events_cancelled_subject = /** @type {(inputs: Mail_Events_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgesagt: ${i?.title}`)
};

export const mail_events_moved_attendee = /** @type {(inputs: Mail_Events_Moved_AttendeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst zur neuen Zeit nicht? Zieh deine Zusage unter ${i?.url} zurück, damit jemand anderes den Platz bekommt.`)
};

export const mail_events_moved_intro = /** @type {(inputs: Mail_Events_Moved_IntroInputs) => LocalizedString} */ (i) => {
	if (i?.type === "match") return /** @type {LocalizedString} */ (`${i?.title} hat eine neue Anstoßzeit.`);
	return /** @type {LocalizedString} */ (`${i?.title} hat eine neue Anfangszeit.`)
	
};

export const mail_events_moved_lister = /** @type {(inputs: Mail_Events_Moved_ListerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Angebot in der Ticketbörse für dieses Spiel zeigt die neue Zeit.`)
};

export const mail_events_moved_now = /** @type {(inputs: Mail_Events_Moved_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jetzt: ${i?.when}`)
};

export const mail_events_moved_shift_line = /** @type {(inputs: Mail_Events_Moved_Shift_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.title}: ${i?.when}`)
};

export const mail_events_moved_shift_line_waitlist = /** @type {(inputs: Mail_Events_Moved_Shift_Line_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.title}: ${i?.when} (Warteliste)`)
};

export const mail_events_moved_shifts = /** @type {(inputs: Mail_Events_Moved_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Schichten sind mit verschoben worden:`)
};

export const mail_events_moved_subject = /** @type {(inputs: Mail_Events_Moved_SubjectInputs) => LocalizedString} */ (i) => {
	if (i?.type === "match") return /** @type {LocalizedString} */ (`Anstoß verlegt: ${i?.title}`);
	return /** @type {LocalizedString} */ (`Beginn verlegt: ${i?.title}`)
	
};

export const mail_events_moved_was = /** @type {(inputs: Mail_Events_Moved_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vorher: ${i?.when}`)
};

export const mail_events_promoted_cancel = /** @type {(inputs: Mail_Events_Promoted_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst doch nicht? Zieh deine Zusage unter ${i?.url} zurück, damit die nächste Person auf der Warteliste den Platz bekommt.`)
};

export const mail_events_promoted_intro = /** @type {(inputs: Mail_Events_Promoted_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Platz ist frei geworden und du bist von der Warteliste nachgerückt:`)
};

export const mail_events_promoted_subject = /** @type {(inputs: Mail_Events_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bist dabei: ein Platz bei ${i?.title} ist frei geworden`)
};

export const mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hallo ${i?.name},`)
};

export const mail_greeting_anonymous = /** @type {(inputs: Mail_Greeting_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hallo,`)
};

export const mail_line_contact = /** @type {(inputs: Mail_Line_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kontakt: ${i?.contact}`)
};

export const mail_line_details = /** @type {(inputs: Mail_Line_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details: ${i?.url}`)
};

export const mail_line_please_note = /** @type {(inputs: Mail_Line_Please_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte beachten: ${i?.note}`)
};

export const mail_line_when = /** @type {(inputs: Mail_Line_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wann: ${i?.when}`)
};

export const mail_line_where = /** @type {(inputs: Mail_Line_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wo: ${i?.where}`)
};

export const mail_orders_cancelled_nothing = /** @type {(inputs: Mail_Orders_Cancelled_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurde nichts abgebucht.`)
};

export const mail_orders_cancelled_refund = /** @type {(inputs: Mail_Orders_Cancelled_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Zahlung wird auf die Karte zurückerstattet, mit der du bezahlt hast.`)
};

export const mail_orders_cancelled_subject = /** @type {(inputs: Mail_Orders_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} storniert`)
};

export const mail_orders_cancelled_text = /** @type {(inputs: Mail_Orders_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} wurde storniert.`)
};

export const mail_orders_carrier = /** @type {(inputs: Mail_Orders_CarrierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versand mit: ${i?.carrier}`)
};

export const mail_orders_carrier_tracking = /** @type {(inputs: Mail_Orders_Carrier_TrackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versand mit: ${i?.carrier}, Sendungsnummer ${i?.tracking}`)
};

export const mail_orders_collected_subject = /** @type {(inputs: Mail_Orders_Collected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} abgeholt`)
};

export const mail_orders_collected_text = /** @type {(inputs: Mail_Orders_Collected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du hast die Bestellung #${i?.number} abgeholt. Viel Freude damit, und bis zum nächsten Spiel!`)
};

export const mail_orders_confirmed_intro = /** @type {(inputs: Mail_Orders_Confirmed_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Danke für deine Bestellung #${i?.number} bei ${i?.group}.`)
};

export const mail_orders_confirmed_subject = /** @type {(inputs: Mail_Orders_Confirmed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} bestätigt`)
};

export const mail_orders_delivered_subject = /** @type {(inputs: Mail_Orders_Delivered_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} zugestellt`)
};

export const mail_orders_delivered_text = /** @type {(inputs: Mail_Orders_Delivered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} wurde zugestellt. Viel Freude damit, und bis zum nächsten Spiel!`)
};

export const mail_orders_follow_guest = /** @type {(inputs: Mail_Orders_Follow_GuestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Melde dich mit dieser E-Mail-Adresse unter ${i?.url} an, um deine Bestellung zu verfolgen.`)
};

export const mail_orders_follow_member = /** @type {(inputs: Mail_Orders_Follow_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung verfolgen: ${i?.url}.`)
};

export const mail_orders_item_line = /** @type {(inputs: Mail_Orders_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.quantity} × ${i?.name}: ${i?.price}`)
};

export const mail_orders_item_line_sized = /** @type {(inputs: Mail_Orders_Item_Line_SizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.quantity} × ${i?.name} (Größe ${i?.size}): ${i?.price}`)
};

export const mail_orders_making_subject = /** @type {(inputs: Mail_Orders_Making_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} wird gefertigt`)
};

export const mail_orders_making_text = /** @type {(inputs: Mail_Orders_Making_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} wird gedruckt und gepackt. Wir schreiben dir wieder, sobald sie verschickt ist.`)
};

export const mail_orders_paid = /** @type {(inputs: Mail_Orders_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Karte bezahlt. Danke!`)
};

export const mail_orders_pay_later = /** @type {(inputs: Mail_Orders_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlung: bei Abholung oder auf Rechnung. Wir markieren die Bestellung als bezahlt, sobald das Geld da ist.`)
};

export const mail_orders_pickup_at = /** @type {(inputs: Mail_Orders_Pickup_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Artikel zur Abholung bekommst du hier: ${i?.pickup}.`)
};

export const mail_orders_questions = /** @type {(inputs: Mail_Orders_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fragen? Schreib an ${i?.email}.`)
};

export const mail_orders_ready_subject = /** @type {(inputs: Mail_Orders_Ready_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} liegt zur Abholung bereit`)
};

export const mail_orders_ready_text = /** @type {(inputs: Mail_Orders_Ready_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} ist gepackt und liegt zur Abholung bereit.`)
};

export const mail_orders_ready_text_at = /** @type {(inputs: Mail_Orders_Ready_Text_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} ist gepackt und liegt zur Abholung bereit: ${i?.pickup}.`)
};

export const mail_orders_shipped_subject = /** @type {(inputs: Mail_Orders_Shipped_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} ist verschickt`)
};

export const mail_orders_shipped_text = /** @type {(inputs: Mail_Orders_Shipped_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} ist unterwegs.`)
};

export const mail_orders_shipping_to = /** @type {(inputs: Mail_Orders_Shipping_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versand an: ${i?.address}.`)
};

export const mail_orders_thanks = /** @type {(inputs: Mail_Orders_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Danke, dass du ${i?.group} unterstützt!`)
};

export const mail_orders_total = /** @type {(inputs: Mail_Orders_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gesamt: ${i?.total}`)
};

export const mail_orders_track_it = /** @type {(inputs: Mail_Orders_Track_ItInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sendung verfolgen: ${i?.url}`)
};

export const mail_orders_tracking = /** @type {(inputs: Mail_Orders_TrackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sendungsnummer: ${i?.tracking}`)
};

export const mail_signoff_see_you = /** @type {(inputs: Mail_Signoff_See_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis dann,`)
};

export const mail_time_range = /** @type {(inputs: Mail_Time_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} bis ${i?.end}`)
};

export const mail_volunteer_cancelled_intro = /** @type {(inputs: Mail_Volunteer_Cancelled_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Koordination hat diese Helferschicht abgesagt, für die du eingetragen warst:`)
};

export const mail_volunteer_cancelled_no_need = /** @type {(inputs: Mail_Volunteer_Cancelled_No_NeedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du musst nicht kommen. Fragen: ${i?.contact}.`)
};

export const mail_volunteer_cancelled_others = /** @type {(inputs: Mail_Volunteer_Cancelled_OthersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Andere Schichten, die Hilfe brauchen: ${i?.url}`)
};

export const mail_volunteer_cancelled_signoff = /** @type {(inputs: Mail_Volunteer_Cancelled_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke, dass du mithelfen wolltest,`)
};

export const mail_volunteer_cancelled_subject = /** @type {(inputs: Mail_Volunteer_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgesagt: ${i?.title}, ${i?.when}`)
};

export const mail_volunteer_promoted_cancel = /** @type {(inputs: Mail_Volunteer_Promoted_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst doch nicht? Sag unter ${i?.url} ab, damit die nächste Person auf der Warteliste den Platz bekommt.`)
};

export const mail_volunteer_promoted_intro = /** @type {(inputs: Mail_Volunteer_Promoted_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Platz ist frei geworden und du bist von der Warteliste nachgerückt. Du bist fest eingeteilt für:`)
};

export const mail_volunteer_promoted_subject = /** @type {(inputs: Mail_Volunteer_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bist dabei: ein Platz bei ${i?.title} ist frei geworden`)
};

export const mail_volunteer_reminder_cancel = /** @type {(inputs: Mail_Volunteer_Reminder_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst nicht? Absagen oder deine Schichten ansehen: ${i?.url}`)
};

export const mail_volunteer_reminder_closed = /** @type {(inputs: Mail_Volunteer_Reminder_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn das Absagen online nicht mehr geht, sag bitte dem Kontakt oben Bescheid, damit jemand für dich einspringen kann.`)
};

export const mail_volunteer_reminder_intro = /** @type {(inputs: Mail_Volunteer_Reminder_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Erinnerung an deine Helferschicht bei ${i?.group}:`)
};

export const mail_volunteer_reminder_subject = /** @type {(inputs: Mail_Volunteer_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erinnerung: ${i?.title}, ${i?.when}`)
};

export const mail_volunteer_reminder_why = /** @type {(inputs: Mail_Volunteer_Reminder_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bekommst diese Erinnerungen, weil du dich für diese Schicht eingetragen hast. Abschalten kannst du sie unter ${i?.url} (Helferschichten).`)
};

export const site_error_back_home = /** @type {(inputs: Site_Error_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Startseite`)
};

export const site_error_body = /** @type {(inputs: Site_Error_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite lässt sich gerade nicht anzeigen. Bitte versuche es gleich noch einmal.`)
};

export const site_error_forbidden = /** @type {(inputs: Site_Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast keine Berechtigung, diese Seite zu sehen.`)
};

export const site_error_heading = /** @type {(inputs: Site_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas ist schiefgelaufen`)
};

export const site_error_not_found_body = /** @type {(inputs: Site_Error_Not_Found_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite gibt es nicht. Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler.`)
};

export const site_error_not_found_heading = /** @type {(inputs: Site_Error_Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite nicht gefunden`)
};

export const site_error_not_found_title = /** @type {(inputs: Site_Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`404 Seite nicht gefunden`)
};

export const site_error_title = /** @type {(inputs: Site_Error_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Etwas ist schiefgelaufen | ${i?.groupName}`)
};

export const site_footer_about = /** @type {(inputs: Site_Footer_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine unabhängige Fangruppe von ${i?.clubName} mit Sitz in ${i?.contactCity}.`)
};

export const site_footer_away_days = /** @type {(inputs: Site_Footer_Away_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswärtsfahrten`)
};

export const site_footer_buy_sell_tickets = /** @type {(inputs: Site_Footer_Buy_Sell_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets kaufen & verkaufen`)
};

export const site_footer_by_email = /** @type {(inputs: Site_Footer_By_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(per E-Mail)`)
};

export const site_footer_contact = /** @type {(inputs: Site_Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakt`)
};

export const site_footer_disclaimer = /** @type {(inputs: Site_Footer_DisclaimerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.groupName} ist eine unabhängige, ehrenamtlich geführte, gemeinnützige Fangruppe und nicht mit ${i?.clubName} verbunden.`)
};

export const site_footer_email_preferences = /** @type {(inputs: Site_Footer_Email_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Einstellungen`)
};

export const site_footer_manage_profile = /** @type {(inputs: Site_Footer_Manage_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil verwalten`)
};

export const site_footer_member_resources = /** @type {(inputs: Site_Footer_Member_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Mitglieder`)
};

export const site_footer_member_since = /** @type {(inputs: Site_Footer_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglied seit ${i?.date}`)
};

export const site_footer_membership_info = /** @type {(inputs: Site_Footer_Membership_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft`)
};

export const site_footer_minutes = /** @type {(inputs: Site_Footer_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorstandsprotokolle`)
};

export const site_footer_minutes_subject = /** @type {(inputs: Site_Footer_Minutes_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage Vorstandsprotokolle`)
};

export const site_footer_my_shifts = /** @type {(inputs: Site_Footer_My_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Helferschichten`)
};

export const site_footer_order_tracking = /** @type {(inputs: Site_Footer_Order_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen verfolgen`)
};

export const site_footer_privacy_policy = /** @type {(inputs: Site_Footer_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzerklärung`)
};

export const site_footer_privacy_settings = /** @type {(inputs: Site_Footer_Privacy_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzeinstellungen`)
};

export const site_footer_quick_links = /** @type {(inputs: Site_Footer_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnellzugriff`)
};

export const site_footer_reports = /** @type {(inputs: Site_Footer_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finanzberichte`)
};

export const site_footer_reports_subject = /** @type {(inputs: Site_Footer_Reports_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage Finanzberichte`)
};

export const site_footer_sign_out = /** @type {(inputs: Site_Footer_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

export const site_footer_terms = /** @type {(inputs: Site_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzungsbedingungen`)
};

export const site_footer_volunteer_opportunities = /** @type {(inputs: Site_Footer_Volunteer_OpportunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferaufgaben`)
};

export const site_footer_your_account = /** @type {(inputs: Site_Footer_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto`)
};

export const site_language_switch = /** @type {(inputs: Site_Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache`)
};

export const site_language_unknown = /** @type {(inputs: Site_Language_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine der angebotenen Sprachen.`)
};

export const site_nav_admin = /** @type {(inputs: Site_Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung`)
};

export const site_nav_cart = /** @type {(inputs: Site_Nav_CartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Warenkorb, ${i?.count} Artikel`);
	return /** @type {LocalizedString} */ (`Warenkorb, ${i?.count} Artikel`)
	
};

export const site_nav_events = /** @type {(inputs: Site_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termine`)
};

export const site_nav_home = /** @type {(inputs: Site_Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

export const site_nav_login = /** @type {(inputs: Site_Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

export const site_nav_main = /** @type {(inputs: Site_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauptmenü`)
};

export const site_nav_menu = /** @type {(inputs: Site_Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menü`)
};

export const site_nav_profile = /** @type {(inputs: Site_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const site_nav_shop = /** @type {(inputs: Site_Nav_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop`)
};

export const site_nav_tickets = /** @type {(inputs: Site_Nav_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketbörse`)
};

export const site_nav_volunteer = /** @type {(inputs: Site_Nav_VolunteerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mithelfen`)
};

export const site_skip_to_content = /** @type {(inputs: Site_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Inhalt springen`)
};