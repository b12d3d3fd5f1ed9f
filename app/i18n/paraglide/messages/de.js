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
/** @typedef {{}} Profile_Api_Validation_ErrorInputs */
/** @typedef {{}} Profile_Back_To_ProfileInputs */
/** @typedef {{}} Profile_Card_BackInputs */
/** @typedef {{ date: NonNullable<unknown> }} Profile_Card_Expired_OnInputs */
/** @typedef {{}} Profile_Card_Expiry_LifetimeInputs */
/** @typedef {{}} Profile_Card_IntroInputs */
/** @typedef {{}} Profile_Card_Keep_OfflineInputs */
/** @typedef {{ date: NonNullable<unknown> }} Profile_Card_OfflineInputs */
/** @typedef {{}} Profile_Card_ReplaceInputs */
/** @typedef {{}} Profile_Card_Replace_AboutInputs */
/** @typedef {{}} Profile_Card_Replace_HeadingInputs */
/** @typedef {{}} Profile_Card_ReplacedInputs */
/** @typedef {{}} Profile_Card_Replaced_TitleInputs */
/** @typedef {{ status: NonNullable<unknown> }} Profile_Card_Status_IsInputs */
/** @typedef {{}} Profile_Card_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Code_SentInputs */
/** @typedef {{}} Profile_Code_Sent_TitleInputs */
/** @typedef {{}} Profile_Dashboard_MovedInputs */
/** @typedef {{}} Profile_Dashboard_Moved_TitleInputs */
/** @typedef {{}} Profile_Dashboard_TitleInputs */
/** @typedef {{}} Profile_Deletion_Member_Not_FoundInputs */
/** @typedef {{}} Profile_EditInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Email_Change_CancelledInputs */
/** @typedef {{}} Profile_Email_Change_Cancelled_TitleInputs */
/** @typedef {{}} Profile_Email_Code_ExpiredInputs */
/** @typedef {{}} Profile_Email_Code_InvalidInputs */
/** @typedef {{}} Profile_Email_Code_Too_ManyInputs */
/** @typedef {{}} Profile_Email_Code_WrongInputs */
/** @typedef {{}} Profile_Email_Events_AboutInputs */
/** @typedef {{}} Profile_Email_Events_LabelInputs */
/** @typedef {{}} Profile_Email_InvalidInputs */
/** @typedef {{}} Profile_Email_Membership_AboutInputs */
/** @typedef {{}} Profile_Email_Membership_LabelInputs */
/** @typedef {{}} Profile_Email_Newsletter_AboutInputs */
/** @typedef {{}} Profile_Email_Newsletter_LabelInputs */
/** @typedef {{}} Profile_Email_Nothing_PendingInputs */
/** @typedef {{}} Profile_Email_Settings_FailedInputs */
/** @typedef {{}} Profile_Email_Settings_IntroInputs */
/** @typedef {{}} Profile_Email_Settings_LegendInputs */
/** @typedef {{}} Profile_Email_Settings_SaveInputs */
/** @typedef {{}} Profile_Email_Settings_SavedInputs */
/** @typedef {{}} Profile_Email_Settings_TitleInputs */
/** @typedef {{}} Profile_Email_Shop_AboutInputs */
/** @typedef {{}} Profile_Email_Shop_LabelInputs */
/** @typedef {{}} Profile_Email_TakenInputs */
/** @typedef {{}} Profile_Email_Tickets_AboutInputs */
/** @typedef {{}} Profile_Email_Tickets_LabelInputs */
/** @typedef {{}} Profile_Email_UnsetInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Email_UpdatedInputs */
/** @typedef {{}} Profile_Email_Updated_TitleInputs */
/** @typedef {{}} Profile_Email_Volunteer_AboutInputs */
/** @typedef {{}} Profile_Email_Volunteer_LabelInputs */
/** @typedef {{}} Profile_Events_AllInputs */
/** @typedef {{}} Profile_Events_EmptyInputs */
/** @typedef {{}} Profile_Events_GoingInputs */
/** @typedef {{}} Profile_Events_HeadingInputs */
/** @typedef {{ position: NonNullable<unknown> }} Profile_Events_WaitlistInputs */
/** @typedef {{}} Profile_Family_AddInputs */
/** @typedef {{}} Profile_Family_Add_SubmitInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Family_AddedInputs */
/** @typedef {{}} Profile_Family_Added_TitleInputs */
/** @typedef {{}} Profile_Family_AddingInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Profile_Family_CountInputs */
/** @typedef {{}} Profile_Family_EmptyInputs */
/** @typedef {{ max: NonNullable<unknown> }} Profile_Family_FullInputs */
/** @typedef {{}} Profile_Family_HeadingInputs */
/** @typedef {{}} Profile_Family_NameInputs */
/** @typedef {{}} Profile_Family_Name_LabelInputs */
/** @typedef {{}} Profile_Family_Not_FoundInputs */
/** @typedef {{}} Profile_Family_RelationshipInputs */
/** @typedef {{}} Profile_Family_Relationship_PlaceholderInputs */
/** @typedef {{}} Profile_Family_RemoveInputs */
/** @typedef {{}} Profile_Family_Remove_ChooseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Family_Remove_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Family_RemovedInputs */
/** @typedef {{}} Profile_Family_Removed_TitleInputs */
/** @typedef {{ label: NonNullable<unknown> }} Profile_Field_Too_LongInputs */
/** @typedef {{}} Profile_Form_CancelInputs */
/** @typedef {{}} Profile_Form_EmailInputs */
/** @typedef {{}} Profile_Form_First_NameInputs */
/** @typedef {{}} Profile_Form_Image_HintInputs */
/** @typedef {{}} Profile_Form_Image_UrlInputs */
/** @typedef {{}} Profile_Form_Last_NameInputs */
/** @typedef {{}} Profile_Form_Required_NoticeInputs */
/** @typedef {{}} Profile_Form_SaveInputs */
/** @typedef {{}} Profile_Form_SavingInputs */
/** @typedef {{}} Profile_Form_Validation_TitleInputs */
/** @typedef {{}} Profile_HeadingInputs */
/** @typedef {{}} Profile_Language_HeadingInputs */
/** @typedef {{}} Profile_Language_HintInputs */
/** @typedef {{}} Profile_Language_InvalidInputs */
/** @typedef {{}} Profile_Language_LabelInputs */
/** @typedef {{}} Profile_Language_SaveInputs */
/** @typedef {{}} Profile_Language_SavedInputs */
/** @typedef {{}} Profile_Language_Saved_TitleInputs */
/** @typedef {{}} Profile_Links_Email_AboutInputs */
/** @typedef {{}} Profile_Links_Email_TitleInputs */
/** @typedef {{}} Profile_Links_HeadingInputs */
/** @typedef {{}} Profile_Links_Orders_AboutInputs */
/** @typedef {{}} Profile_Links_Orders_TitleInputs */
/** @typedef {{}} Profile_Links_Privacy_AboutInputs */
/** @typedef {{}} Profile_Links_Privacy_TitleInputs */
/** @typedef {{}} Profile_Links_Shifts_AboutInputs */
/** @typedef {{}} Profile_Links_Shifts_TitleInputs */
/** @typedef {{}} Profile_Loyalty_HeadingInputs */
/** @typedef {{ whose: NonNullable<unknown> }} Profile_Loyalty_Lines_OfInputs */
/** @typedef {{}} Profile_Loyalty_Lines_OwnInputs */
/** @typedef {{}} Profile_Loyalty_Members_OnlyInputs */
/** @typedef {{}} Profile_Loyalty_RulesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Profile_Loyalty_TotalInputs */
/** @typedef {{}} Profile_Membership_AdministratorInputs */
/** @typedef {{}} Profile_Membership_AmountInputs */
/** @typedef {{}} Profile_Membership_Auto_RenewalInputs */
/** @typedef {{}} Profile_Membership_Auto_Renewal_OffInputs */
/** @typedef {{}} Profile_Membership_Auto_Renewal_OnInputs */
/** @typedef {{}} Profile_Membership_Current_StatusInputs */
/** @typedef {{}} Profile_Membership_ExpiryInputs */
/** @typedef {{}} Profile_Membership_HeadingInputs */
/** @typedef {{}} Profile_Membership_LifetimeInputs */
/** @typedef {{}} Profile_Membership_Matches_AttendedInputs */
/** @typedef {{}} Profile_Membership_Member_IdInputs */
/** @typedef {{}} Profile_Membership_Member_SinceInputs */
/** @typedef {{}} Profile_Membership_Next_BillingInputs */
/** @typedef {{}} Profile_Membership_Not_ApplicableInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Profile_Membership_Per_MonthInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Profile_Membership_Per_YearInputs */
/** @typedef {{}} Profile_Membership_PlanInputs */
/** @typedef {{}} Profile_Membership_StatusInputs */
/** @typedef {{}} Profile_Membership_Update_PaymentInputs */
/** @typedef {{}} Profile_Membership_UpgradeInputs */
/** @typedef {{}} Profile_Meta_TitleInputs */
/** @typedef {{}} Profile_Orders_BrowseInputs */
/** @typedef {{}} Profile_Orders_EmptyInputs */
/** @typedef {{}} Profile_Orders_HeadingInputs */
/** @typedef {{}} Profile_Orders_NoneInputs */
/** @typedef {{ number: NonNullable<unknown> }} Profile_Orders_NumberInputs */
/** @typedef {{}} Profile_Orders_TitleInputs */
/** @typedef {{}} Profile_Orders_TrackInputs */
/** @typedef {{}} Profile_Overview_HeadingInputs */
/** @typedef {{}} Profile_Payment_FailedInputs */
/** @typedef {{}} Profile_Payment_LifetimeInputs */
/** @typedef {{}} Profile_Payment_No_CardInputs */
/** @typedef {{}} Profile_Payment_Not_Set_UpInputs */
/** @typedef {{}} Profile_Payment_TitleInputs */
/** @typedef {{}} Profile_Pending_CancelInputs */
/** @typedef {{}} Profile_Pending_CancellingInputs */
/** @typedef {{}} Profile_Pending_Code_LabelInputs */
/** @typedef {{}} Profile_Pending_ConfirmInputs */
/** @typedef {{}} Profile_Pending_ConfirmingInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Pending_HeadingInputs */
/** @typedef {{}} Profile_Pending_ResendInputs */
/** @typedef {{}} Profile_Pending_SendingInputs */
/** @typedef {{ pending: NonNullable<unknown>, email: NonNullable<unknown> }} Profile_Pending_TextInputs */
/** @typedef {{}} Profile_Quick_AdminInputs */
/** @typedef {{}} Profile_Quick_CardInputs */
/** @typedef {{}} Profile_Quick_HeadingInputs */
/** @typedef {{}} Profile_Quick_ShopInputs */
/** @typedef {{}} Profile_Quick_Sign_OutInputs */
/** @typedef {{}} Profile_Quick_SlackInputs */
/** @typedef {{}} Profile_SavedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Saved_Email_PendingInputs */
/** @typedef {{}} Profile_Saved_TitleInputs */
/** @typedef {{}} Profile_Settings_Saved_TitleInputs */
/** @typedef {{}} Profile_Update_FailedInputs */
/** @typedef {{}} Profile_Update_Failed_TitleInputs */
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

export const profile_api_validation_error = /** @type {(inputs: Profile_Api_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Eingaben`)
};

export const profile_back_to_profile = /** @type {(inputs: Profile_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Zurück zum Profil`)
};

export const profile_card_back = /** @type {(inputs: Profile_Card_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Profil`)
};

export const profile_card_expired_on = /** @type {(inputs: Profile_Card_Expired_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft ist am ${i?.date} abgelaufen.`)
};

export const profile_card_expiry_lifetime = /** @type {(inputs: Profile_Card_Expiry_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`– (Mitglied auf Lebenszeit)`)
};

export const profile_card_intro = /** @type {(inputs: Profile_Card_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeig den QR-Code am Einlass.`)
};

export const profile_card_keep_offline = /** @type {(inputs: Profile_Card_Keep_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffne diese Seite einmal mit Empfang, dann hat dein Handy die Karte für den Einlass auch offline (braucht JavaScript).`)
};

export const profile_card_offline = /** @type {(inputs: Profile_Card_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bist offline. Das ist deine Karte, wie sie am ${i?.date} auf diesem Gerät gespeichert wurde.`)
};

export const profile_card_replace = /** @type {(inputs: Profile_Card_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte ersetzen`)
};

export const profile_card_replace_about = /** @type {(inputs: Profile_Card_Replace_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine neue Karte bekommt einen neuen QR-Code; der alte gilt sofort nicht mehr.`)
};

export const profile_card_replace_heading = /** @type {(inputs: Profile_Card_Replace_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handy verloren oder Screenshot geteilt?`)
};

export const profile_card_replaced = /** @type {(inputs: Profile_Card_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine alte Karte und ihr QR-Code gelten nicht mehr. Zeig diese hier am Einlass.`)
};

export const profile_card_replaced_title = /** @type {(inputs: Profile_Card_Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte ersetzt`)
};

export const profile_card_status_is = /** @type {(inputs: Profile_Card_Status_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Mitgliedsstatus: ${i?.status}.`)
};

export const profile_card_title = /** @type {(inputs: Profile_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedskarte`)
};

export const profile_code_sent = /** @type {(inputs: Profile_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen neuen Code an ${i?.email} geschickt.`)
};

export const profile_code_sent_title = /** @type {(inputs: Profile_Code_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code gesendet`)
};

export const profile_dashboard_moved = /** @type {(inputs: Profile_Dashboard_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Dashboard ist jetzt auf deiner Profilseite. Wir bringen dich hin …`)
};

export const profile_dashboard_moved_title = /** @type {(inputs: Profile_Dashboard_Moved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard umgezogen`)
};

export const profile_dashboard_title = /** @type {(inputs: Profile_Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const profile_deletion_member_not_found = /** @type {(inputs: Profile_Deletion_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto wurde bereits gelöscht.`)
};

export const profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil bearbeiten`)
};

export const profile_email_change_cancelled = /** @type {(inputs: Profile_Email_Change_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse bleibt ${i?.email}.`)
};

export const profile_email_change_cancelled_title = /** @type {(inputs: Profile_Email_Change_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Änderung abgebrochen`)
};

export const profile_email_code_expired = /** @type {(inputs: Profile_Email_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code ist abgelaufen oder wurde schon benutzt. Fordere einen neuen Code an.`)
};

export const profile_email_code_invalid = /** @type {(inputs: Profile_Email_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den 6-stelligen Code aus der E-Mail ein`)
};

export const profile_email_code_too_many = /** @type {(inputs: Profile_Email_Code_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Codes. Fordere einen neuen Code an.`)
};

export const profile_email_code_wrong = /** @type {(inputs: Profile_Email_Code_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code stimmt nicht. Schau in die E-Mail und versuch es noch einmal.`)
};

export const profile_email_events_about = /** @type {(inputs: Profile_Email_Events_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Spiele, Public Viewings und Treffen.`)
};

export const profile_email_events_label = /** @type {(inputs: Profile_Email_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termine`)
};

export const profile_email_invalid = /** @type {(inputs: Profile_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine gültige E-Mail-Adresse ein`)
};

export const profile_email_membership_about = /** @type {(inputs: Profile_Email_Membership_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlängerungstermine und Änderungen an deiner Mitgliedschaft.`)
};

export const profile_email_membership_label = /** @type {(inputs: Profile_Email_Membership_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erinnerungen zur Mitgliedschaft`)
};

export const profile_email_newsletter_about = /** @type {(inputs: Profile_Email_Newsletter_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unser Newsletter mit Neuigkeiten vom Vorstand.`)
};

export const profile_email_newsletter_label = /** @type {(inputs: Profile_Email_Newsletter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

export const profile_email_nothing_pending = /** @type {(inputs: Profile_Email_Nothing_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wartet keine E-Mail-Änderung auf einen Code.`)
};

export const profile_email_settings_failed = /** @type {(inputs: Profile_Email_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Einstellungen konnten nicht gespeichert werden. Bitte versuch es noch einmal.`)
};

export const profile_email_settings_intro = /** @type {(inputs: Profile_Email_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle, welche E-Mails du von uns bekommst.`)
};

export const profile_email_settings_legend = /** @type {(inputs: Profile_Email_Settings_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mails, die du bekommst`)
};

export const profile_email_settings_save = /** @type {(inputs: Profile_Email_Settings_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen speichern`)
};

export const profile_email_settings_saved = /** @type {(inputs: Profile_Email_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Einstellungen wurden gespeichert.`)
};

export const profile_email_settings_title = /** @type {(inputs: Profile_Email_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Einstellungen`)
};

export const profile_email_shop_about = /** @type {(inputs: Profile_Email_Shop_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Merch und gelegentliche Angebote aus dem Shop.`)
};

export const profile_email_shop_label = /** @type {(inputs: Profile_Email_Shop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop-Angebote`)
};

export const profile_email_taken = /** @type {(inputs: Profile_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese E-Mail-Adresse nutzt schon ein anderes Mitglied.`)
};

export const profile_email_tickets_about = /** @type {(inputs: Profile_Email_Tickets_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Angebote in der Ticketbörse.`)
};

export const profile_email_tickets_label = /** @type {(inputs: Profile_Email_Tickets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketbörse`)
};

export const profile_email_unset = /** @type {(inputs: Profile_Email_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`leer`)
};

export const profile_email_updated = /** @type {(inputs: Profile_Email_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse ist jetzt ${i?.email}.`)
};

export const profile_email_updated_title = /** @type {(inputs: Profile_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse geändert`)
};

export const profile_email_volunteer_about = /** @type {(inputs: Profile_Email_Volunteer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Helferschichten, bei denen wir Hilfe brauchen.`)
};

export const profile_email_volunteer_label = /** @type {(inputs: Profile_Email_Volunteer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mithelfen`)
};

export const profile_events_all = /** @type {(inputs: Profile_Events_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Termine`)
};

export const profile_events_empty = /** @type {(inputs: Profile_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine anstehenden Termine.`)
};

export const profile_events_going = /** @type {(inputs: Profile_Events_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugesagt`)
};

export const profile_events_heading = /** @type {(inputs: Profile_Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Termine`)
};

export const profile_events_waitlist = /** @type {(inputs: Profile_Events_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Warteliste Nr. ${i?.position}`)
};

export const profile_family_add = /** @type {(inputs: Profile_Family_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familienmitglied hinzufügen`)
};

export const profile_family_add_submit = /** @type {(inputs: Profile_Family_Add_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzufügen`)
};

export const profile_family_added = /** @type {(inputs: Profile_Family_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gehört jetzt zu deinem Haushalt.`)
};

export const profile_family_added_title = /** @type {(inputs: Profile_Family_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familienmitglied hinzugefügt`)
};

export const profile_family_adding = /** @type {(inputs: Profile_Family_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird hinzugefügt …`)
};

export const profile_family_count = /** @type {(inputs: Profile_Family_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} von ${i?.max}`)
};

export const profile_family_empty = /** @type {(inputs: Profile_Family_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Familienmitglieder eingetragen.`)
};

export const profile_family_full = /** @type {(inputs: Profile_Family_FullInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Dein Haushalt ist voll (${i?.max} Person).`);
	return /** @type {LocalizedString} */ (`Dein Haushalt ist voll (${i?.max} Personen).`)
	
};

export const profile_family_heading = /** @type {(inputs: Profile_Family_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familienmitglieder`)
};

export const profile_family_name = /** @type {(inputs: Profile_Family_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vollständiger Name`)
};

export const profile_family_name_label = /** @type {(inputs: Profile_Family_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vollständiger Name`)
};

export const profile_family_not_found = /** @type {(inputs: Profile_Family_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Familienmitglied gibt es nicht.`)
};

export const profile_family_relationship = /** @type {(inputs: Profile_Family_RelationshipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beziehung`)
};

export const profile_family_relationship_placeholder = /** @type {(inputs: Profile_Family_Relationship_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner:in, Kind, Elternteil …`)
};

export const profile_family_remove = /** @type {(inputs: Profile_Family_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

export const profile_family_remove_choose = /** @type {(inputs: Profile_Family_Remove_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle aus, welches Familienmitglied du entfernen willst.`)
};

export const profile_family_remove_label = /** @type {(inputs: Profile_Family_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen`)
};

export const profile_family_removed = /** @type {(inputs: Profile_Family_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gehört nicht mehr zu deinem Haushalt.`)
};

export const profile_family_removed_title = /** @type {(inputs: Profile_Family_Removed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familienmitglied entfernt`)
};

export const profile_field_too_long = /** @type {(inputs: Profile_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ist zu lang`)
};

export const profile_form_cancel = /** @type {(inputs: Profile_Form_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

export const profile_form_email = /** @type {(inputs: Profile_Form_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

export const profile_form_first_name = /** @type {(inputs: Profile_Form_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

export const profile_form_image_hint = /** @type {(inputs: Profile_Form_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Leer lassen, dann zeigen wir deine Initialen.`)
};

export const profile_form_image_url = /** @type {(inputs: Profile_Form_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilbild-URL`)
};

export const profile_form_last_name = /** @type {(inputs: Profile_Form_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

export const profile_form_required_notice = /** @type {(inputs: Profile_Form_Required_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte fülle alle Pflichtfelder aus.`)
};

export const profile_form_save = /** @type {(inputs: Profile_Form_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen speichern`)
};

export const profile_form_saving = /** @type {(inputs: Profile_Form_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert …`)
};

export const profile_form_validation_title = /** @type {(inputs: Profile_Form_Validation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingaben unvollständig`)
};

export const profile_heading = /** @type {(inputs: Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const profile_language_heading = /** @type {(inputs: Profile_Language_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache`)
};

export const profile_language_hint = /** @type {(inputs: Profile_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gilt auf jedem Gerät, auf dem du dich anmeldest, und für unsere E-Mails und Kalender-Feeds an dich.`)
};

export const profile_language_invalid = /** @type {(inputs: Profile_Language_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine der angebotenen Sprachen.`)
};

export const profile_language_label = /** @type {(inputs: Profile_Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Sprache`)
};

export const profile_language_save = /** @type {(inputs: Profile_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache speichern`)
};

export const profile_language_saved = /** @type {(inputs: Profile_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten und E-Mails sind jetzt auf Deutsch.`)
};

export const profile_language_saved_title = /** @type {(inputs: Profile_Language_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache gespeichert`)
};

export const profile_links_email_about = /** @type {(inputs: Profile_Links_Email_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welche E-Mails du von uns bekommst.`)
};

export const profile_links_email_title = /** @type {(inputs: Profile_Links_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Einstellungen`)
};

export const profile_links_heading = /** @type {(inputs: Profile_Links_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen, Schichten und Einstellungen`)
};

export const profile_links_orders_about = /** @type {(inputs: Profile_Links_Orders_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bestellungen und wo sie gerade sind.`)
};

export const profile_links_orders_title = /** @type {(inputs: Profile_Links_Orders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellstatus`)
};

export const profile_links_privacy_about = /** @type {(inputs: Profile_Links_Privacy_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was andere Mitglieder sehen, und deine Daten.`)
};

export const profile_links_privacy_title = /** @type {(inputs: Profile_Links_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutz`)
};

export const profile_links_shifts_about = /** @type {(inputs: Profile_Links_Shifts_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichten, für die du dich eingetragen hast.`)
};

export const profile_links_shifts_title = /** @type {(inputs: Profile_Links_Shifts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Helferschichten`)
};

export const profile_loyalty_heading = /** @type {(inputs: Profile_Loyalty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Treuepunkte`)
};

export const profile_loyalty_lines_of = /** @type {(inputs: Profile_Loyalty_Lines_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Punkte im Einzelnen: ${i?.whose}`)
};

export const profile_loyalty_lines_own = /** @type {(inputs: Profile_Loyalty_Lines_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Punkte im Einzelnen`)
};

export const profile_loyalty_members_only = /** @type {(inputs: Profile_Loyalty_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte gibt es für aktive Mitglieder und Mitglieder auf Lebenszeit.`)
};

export const profile_loyalty_rules = /** @type {(inputs: Profile_Loyalty_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So werden Punkte gezählt`)
};

export const profile_loyalty_total = /** @type {(inputs: Profile_Loyalty_TotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Punkt`);
	return /** @type {LocalizedString} */ (`${i?.count} Punkte`)
	
};

export const profile_membership_administrator = /** @type {(inputs: Profile_Membership_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const profile_membership_amount = /** @type {(inputs: Profile_Membership_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag`)
};

export const profile_membership_auto_renewal = /** @type {(inputs: Profile_Membership_Auto_RenewalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatische Verlängerung`)
};

export const profile_membership_auto_renewal_off = /** @type {(inputs: Profile_Membership_Auto_Renewal_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus`)
};

export const profile_membership_auto_renewal_on = /** @type {(inputs: Profile_Membership_Auto_Renewal_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

export const profile_membership_current_status = /** @type {(inputs: Profile_Membership_Current_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktueller Status`)
};

export const profile_membership_expiry = /** @type {(inputs: Profile_Membership_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gültig bis`)
};

export const profile_membership_heading = /** @type {(inputs: Profile_Membership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft & Abo`)
};

export const profile_membership_lifetime = /** @type {(inputs: Profile_Membership_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied auf Lebenszeit`)
};

export const profile_membership_matches_attended = /** @type {(inputs: Profile_Membership_Matches_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele besucht in dieser Saison`)
};

export const profile_membership_member_id = /** @type {(inputs: Profile_Membership_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedsnummer`)
};

export const profile_membership_member_since = /** @type {(inputs: Profile_Membership_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied seit`)
};

export const profile_membership_next_billing = /** @type {(inputs: Profile_Membership_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Abbuchung`)
};

export const profile_membership_not_applicable = /** @type {(inputs: Profile_Membership_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`–`)
};

export const profile_membership_per_month = /** @type {(inputs: Profile_Membership_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/Monat`)
};

export const profile_membership_per_year = /** @type {(inputs: Profile_Membership_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/Jahr`)
};

export const profile_membership_plan = /** @type {(inputs: Profile_Membership_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarif`)
};

export const profile_membership_status = /** @type {(inputs: Profile_Membership_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const profile_membership_update_payment = /** @type {(inputs: Profile_Membership_Update_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsmethode ändern`)
};

export const profile_membership_upgrade = /** @type {(inputs: Profile_Membership_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft upgraden`)
};

export const profile_meta_title = /** @type {(inputs: Profile_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const profile_orders_browse = /** @type {(inputs: Profile_Orders_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Shop`)
};

export const profile_orders_empty = /** @type {(inputs: Profile_Orders_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bestellungen in letzter Zeit.`)
};

export const profile_orders_heading = /** @type {(inputs: Profile_Orders_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Bestellungen`)
};

export const profile_orders_none = /** @type {(inputs: Profile_Orders_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bestellungen gefunden`)
};

export const profile_orders_number = /** @type {(inputs: Profile_Orders_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung Nr. ${i?.number}`)
};

export const profile_orders_title = /** @type {(inputs: Profile_Orders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellstatus`)
};

export const profile_orders_track = /** @type {(inputs: Profile_Orders_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen verfolgen`)
};

export const profile_overview_heading = /** @type {(inputs: Profile_Overview_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

export const profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlungsseite konnte nicht geöffnet werden. Versuch es gleich noch einmal.`)
};

export const profile_payment_lifetime = /** @type {(inputs: Profile_Payment_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder auf Lebenszeit zahlen nichts mehr.`)
};

export const profile_payment_no_card = /** @type {(inputs: Profile_Payment_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es ist keine Karte hinterlegt: Deine Mitgliedschaft wird nicht per Karte bezahlt.`)
};

export const profile_payment_not_set_up = /** @type {(inputs: Profile_Payment_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kartenzahlung ist nicht eingerichtet. Frag bitte bei uns nach, wie du bezahlst.`)
};

export const profile_payment_title = /** @type {(inputs: Profile_Payment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsmethode ändern`)
};

export const profile_pending_cancel = /** @type {(inputs: Profile_Pending_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Änderung abbrechen`)
};

export const profile_pending_cancelling = /** @type {(inputs: Profile_Pending_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgebrochen …`)
};

export const profile_pending_code_label = /** @type {(inputs: Profile_Pending_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungscode`)
};

export const profile_pending_confirm = /** @type {(inputs: Profile_Pending_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail bestätigen`)
};

export const profile_pending_confirming = /** @type {(inputs: Profile_Pending_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird bestätigt …`)
};

export const profile_pending_heading = /** @type {(inputs: Profile_Pending_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigung ausstehend für ${i?.email}`)
};

export const profile_pending_resend = /** @type {(inputs: Profile_Pending_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuen Code senden`)
};

export const profile_pending_sending = /** @type {(inputs: Profile_Pending_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet …`)
};

export const profile_pending_text = /** @type {(inputs: Profile_Pending_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen 6-stelligen Code an ${i?.pending} geschickt. Deine E-Mail-Adresse bleibt ${i?.email}, bis du den Code hier eingibst. Er gilt 10 Minuten.`)
};

export const profile_quick_admin = /** @type {(inputs: Profile_Quick_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung`)
};

export const profile_quick_card = /** @type {(inputs: Profile_Quick_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedskarte`)
};

export const profile_quick_heading = /** @type {(inputs: Profile_Quick_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnellzugriff`)
};

export const profile_quick_shop = /** @type {(inputs: Profile_Quick_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Merch-Shop`)
};

export const profile_quick_sign_out = /** @type {(inputs: Profile_Quick_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

export const profile_quick_slack = /** @type {(inputs: Profile_Quick_SlackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack-Einladung erneuern`)
};

export const profile_saved = /** @type {(inputs: Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Profil wurde gespeichert.`)
};

export const profile_saved_email_pending = /** @type {(inputs: Profile_Saved_Email_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Profil wurde gespeichert. Deine E-Mail-Adresse wird zu ${i?.email}, sobald du den Code eingibst, den wir dorthin geschickt haben.`)
};

export const profile_saved_title = /** @type {(inputs: Profile_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil gespeichert`)
};

export const profile_settings_saved_title = /** @type {(inputs: Profile_Settings_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen gespeichert`)
};

export const profile_update_failed = /** @type {(inputs: Profile_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Profil konnte nicht gespeichert werden.`)
};

export const profile_update_failed_title = /** @type {(inputs: Profile_Update_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern fehlgeschlagen`)
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