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
/** @typedef {{}} Site_Home_About_HeadingInputs */
/** @typedef {{}} Site_Home_DescriptionInputs */
/** @typedef {{}} Site_Home_Events_AllInputs */
/** @typedef {{}} Site_Home_Events_EmptyInputs */
/** @typedef {{}} Site_Home_Events_HeadingInputs */
/** @typedef {{ clubName: NonNullable<unknown> }} Site_Home_IntroInputs */
/** @typedef {{}} Site_Home_JoinInputs */
/** @typedef {{}} Site_Home_Shop_EmptyInputs */
/** @typedef {{}} Site_Home_Shop_HeadingInputs */
/** @typedef {{}} Site_Home_Shop_VisitInputs */
/** @typedef {{}} Site_Home_TitleInputs */
/** @typedef {{}} Site_Home_Value_Community_TextInputs */
/** @typedef {{}} Site_Home_Value_Community_TitleInputs */
/** @typedef {{}} Site_Home_Value_Loud_TextInputs */
/** @typedef {{}} Site_Home_Value_Loud_TitleInputs */
/** @typedef {{}} Site_Home_Value_Run_TextInputs */
/** @typedef {{}} Site_Home_Value_Run_TitleInputs */
/** @typedef {{}} Site_Language_SwitchInputs */
/** @typedef {{}} Site_Language_UnknownInputs */
/** @typedef {{}} Site_Legal_ContentsInputs */
/** @typedef {{}} Site_Legal_In_ShortInputs */
/** @typedef {{}} Site_Legal_Last_UpdatedInputs */
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
/** @typedef {{}} Site_Not_Found_AfterInputs */
/** @typedef {{}} Site_Not_Found_BeforeInputs */
/** @typedef {{}} Site_Not_Found_EventsInputs */
/** @typedef {{}} Site_Not_Found_HomeInputs */
/** @typedef {{}} Site_Privacy_TitleInputs */
/** @typedef {{ groupName: NonNullable<unknown>, clubName: NonNullable<unknown> }} Site_Share_Card_AltInputs */
/** @typedef {{}} Site_Share_Card_SubtitleInputs */
/** @typedef {{ clubName: NonNullable<unknown> }} Site_Share_Card_TitleInputs */
/** @typedef {{}} Site_Skip_To_ContentInputs */
/** @typedef {{}} Site_Terms_TitleInputs */
/** @typedef {{}} Site_Worker_Not_Sent_BodyInputs */
/** @typedef {{}} Site_Worker_Not_Sent_TitleInputs */
/** @typedef {{}} Site_Worker_Offline_NoneInputs */
/** @typedef {{}} Site_Worker_Offline_SavedInputs */
/** @typedef {{}} Site_Worker_Offline_TitleInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Site_Worker_QueueInputs */
/** @typedef {{ time: NonNullable<unknown> }} Site_Worker_Saved_OfflineInputs */
/** @typedef {{ time: NonNullable<unknown> }} Site_Worker_Saved_UpdatingInputs */
/** @typedef {{}} Site_Worker_Sign_Out_AnywayInputs */
/** @typedef {{}} Site_Worker_StayInputs */
/** @typedef {{}} Site_Worker_Stay_AfterInputs */
/** @typedef {{ kind: NonNullable<unknown>, page: NonNullable<unknown> }} Site_Worker_UnsentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Site_Worker_WaitingInputs */
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

export const site_home_about_heading = /** @type {(inputs: Site_Home_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über uns`)
};

export const site_home_description = /** @type {(inputs: Site_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unabhängige Fangruppe: Spiele, Public Viewing, Merch und mehr.`)
};

export const site_home_events_all = /** @type {(inputs: Site_Home_Events_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Termine →`)
};

export const site_home_events_empty = /** @type {(inputs: Site_Home_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Termine geplant – schau bald wieder vorbei.`)
};

export const site_home_events_heading = /** @type {(inputs: Site_Home_Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Termine`)
};

export const site_home_intro = /** @type {(inputs: Site_Home_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die unabhängige Fangruppe von ${i?.clubName}. Spiele, Public Viewing, Auswärtsfahrten und Gemeinschaft – zusammen.`)
};

export const site_home_join = /** @type {(inputs: Site_Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden`)
};

export const site_home_shop_empty = /** @type {(inputs: Site_Home_Shop_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Merch ist unterwegs.`)
};

export const site_home_shop_heading = /** @type {(inputs: Site_Home_Shop_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus dem Shop`)
};

export const site_home_shop_visit = /** @type {(inputs: Site_Home_Shop_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Shop →`)
};

export const site_home_title = /** @type {(inputs: Site_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

export const site_home_value_community_text = /** @type {(inputs: Site_Home_Value_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lebensmittelsammlungen, Jugendtrainings und Aufräumaktionen im Park: Wir sind für unsere Stadt da, nicht nur am Spieltag.`)
};

export const site_home_value_community_title = /** @type {(inputs: Site_Home_Value_Community_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teil der Stadt`)
};

export const site_home_value_loud_text = /** @type {(inputs: Site_Home_Value_Loud_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ob Heimspiel oder Auswärtsspiel: Wir füllen die Kurve mit Gesängen, Fahnen und Farbe – und wir fahren gemeinsam.`)
};

export const site_home_value_loud_title = /** @type {(inputs: Site_Home_Value_Loud_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laut und stolz`)
};

export const site_home_value_run_text = /** @type {(inputs: Site_Home_Value_Run_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir sind unabhängig, gemeinnützig und ehrenamtlich organisiert. Jedes Mitglied hat eine Stimme.`)
};

export const site_home_value_run_title = /** @type {(inputs: Site_Home_Value_Run_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von Fans für Fans`)
};

export const site_language_switch = /** @type {(inputs: Site_Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache`)
};

export const site_language_unknown = /** @type {(inputs: Site_Language_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine der angebotenen Sprachen.`)
};

export const site_legal_contents = /** @type {(inputs: Site_Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhalt`)
};

export const site_legal_in_short = /** @type {(inputs: Site_Legal_In_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kurz gesagt:`)
};

export const site_legal_last_updated = /** @type {(inputs: Site_Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt aktualisiert:`)
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

export const site_not_found_after = /** @type {(inputs: Site_Not_Found_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` gibt es nichts. Vielleicht wurde die Seite verschoben, oder der Link enthält einen Tippfehler.`)
};

export const site_not_found_before = /** @type {(inputs: Site_Not_Found_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unter`)
};

export const site_not_found_events = /** @type {(inputs: Site_Not_Found_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Termine ansehen`)
};

export const site_not_found_home = /** @type {(inputs: Site_Not_Found_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

export const site_privacy_title = /** @type {(inputs: Site_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzerklärung`)
};

export const site_share_card_alt = /** @type {(inputs: Site_Share_Card_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.groupName}, die unabhängige Fangruppe von ${i?.clubName}`)
};

export const site_share_card_subtitle = /** @type {(inputs: Site_Share_Card_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele, Public Viewing, Auswärtsfahrten und Merch`)
};

export const site_share_card_title = /** @type {(inputs: Site_Share_Card_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unabhängige Fangruppe von ${i?.clubName}`)
};

export const site_skip_to_content = /** @type {(inputs: Site_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Inhalt springen`)
};

export const site_terms_title = /** @type {(inputs: Site_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzungsbedingungen`)
};

export const site_worker_not_sent_body = /** @type {(inputs: Site_Worker_Not_Sent_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das hier wartete auf Empfang und konnte noch nicht gesendet werden. Wenn du dich jetzt abmeldest, wird es von diesem Gerät gelöscht:`)
};

export const site_worker_not_sent_title = /** @type {(inputs: Site_Worker_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gesendet`)
};

export const site_worker_offline_none = /** @type {(inputs: Site_Worker_Offline_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite ist auf diesem Gerät nicht gespeichert, und noch keine andere: Seiten, die du mit Empfang öffnest, werden für die Zeit ohne Empfang aufbewahrt.`)
};

export const site_worker_offline_saved = /** @type {(inputs: Site_Worker_Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite ist auf diesem Gerät nicht gespeichert. Diese hier schon:`)
};

export const site_worker_offline_title = /** @type {(inputs: Site_Worker_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist offline`)
};

export const site_worker_queue = /** @type {(inputs: Site_Worker_QueueInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "rsvp") return /** @type {LocalizedString} */ (`Kein Empfang – deine Zusage wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "signup") return /** @type {LocalizedString} */ (`Kein Empfang – deine Anmeldung wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "shift") return /** @type {LocalizedString} */ (`Kein Empfang – deine Absage der Helferschicht wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "message") return /** @type {LocalizedString} */ (`Kein Empfang – deine Nachricht wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "listing") return /** @type {LocalizedString} */ (`Kein Empfang – dein Angebot wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "order") return /** @type {LocalizedString} */ (`Kein Empfang – deine Bestellung wird gesendet, sobald du wieder online bist`);
	if (i?.kind === "cart") return /** @type {LocalizedString} */ (`Kein Empfang – deine Änderung am Warenkorb wird gesendet, sobald du wieder online bist`);
	return /** @type {LocalizedString} */ (`Kein Empfang – das wird gesendet, sobald du wieder online bist`)
	
};

export const site_worker_saved_offline = /** @type {(inputs: Site_Worker_Saved_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gespeichert um ${i?.time} – du bist offline`)
};

export const site_worker_saved_updating = /** @type {(inputs: Site_Worker_Saved_UpdatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gespeichert um ${i?.time} – wird aktualisiert`)
};

export const site_worker_sign_out_anyway = /** @type {(inputs: Site_Worker_Sign_Out_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trotzdem abmelden`)
};

export const site_worker_stay = /** @type {(inputs: Site_Worker_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet bleiben`)
};

export const site_worker_stay_after = /** @type {(inputs: Site_Worker_Stay_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: Es wird gesendet, sobald du wieder Empfang hast.`)
};

export const site_worker_unsent = /** @type {(inputs: Site_Worker_UnsentInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "rsvp") return /** @type {LocalizedString} */ (`Deine Zusage auf ${i?.page}`);
	if (i?.kind === "signup") return /** @type {LocalizedString} */ (`Deine Anmeldung auf ${i?.page}`);
	if (i?.kind === "shift") return /** @type {LocalizedString} */ (`Deine Absage der Helferschicht auf ${i?.page}`);
	if (i?.kind === "message") return /** @type {LocalizedString} */ (`Deine Nachricht auf ${i?.page}`);
	if (i?.kind === "listing") return /** @type {LocalizedString} */ (`Dein Angebot auf ${i?.page}`);
	if (i?.kind === "order") return /** @type {LocalizedString} */ (`Deine Bestellung auf ${i?.page}`);
	if (i?.kind === "cart") return /** @type {LocalizedString} */ (`Deine Änderung am Warenkorb auf ${i?.page}`);
	return /** @type {LocalizedString} */ (`Deine Änderung auf ${i?.page}`)
	
};

export const site_worker_waiting = /** @type {(inputs: Site_Worker_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} wartet auf Versand`);
	return /** @type {LocalizedString} */ (`${i?.count} warten auf Versand`)
	
};