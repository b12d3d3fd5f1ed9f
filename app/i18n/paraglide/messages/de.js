/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Admin_Backup_DirectoryInputs */
/** @typedef {{}} Admin_Backup_FailedInputs */
/** @typedef {{}} Admin_Backup_HeadingInputs */
/** @typedef {{}} Admin_Backup_LastInputs */
/** @typedef {{}} Admin_Backup_NoneInputs */
/** @typedef {{}} Admin_Backup_ScheduleInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Admin_Backup_Schedule_EveryInputs */
/** @typedef {{ every: NonNullable<unknown>, keep: NonNullable<unknown> }} Admin_Backup_Schedule_KeepInputs */
/** @typedef {{}} Admin_Backup_Schedule_OffInputs */
/** @typedef {{}} Admin_Backup_SucceededInputs */
/** @typedef {{}} Admin_Dashboard_Away_BallotsInputs */
/** @typedef {{}} Admin_Dashboard_IntegrationsInputs */
/** @typedef {{ when: NonNullable<unknown> }} Admin_Dashboard_Last_AttemptInputs */
/** @typedef {{}} Admin_Dashboard_Manage_EventsInputs */
/** @typedef {{}} Admin_Dashboard_Manage_MembersInputs */
/** @typedef {{}} Admin_Dashboard_Manage_OrdersInputs */
/** @typedef {{}} Admin_Dashboard_Manage_ProductsInputs */
/** @typedef {{}} Admin_Dashboard_Manage_TicketsInputs */
/** @typedef {{}} Admin_Dashboard_Manage_VolunteeringInputs */
/** @typedef {{ token: NonNullable<unknown>, shop: NonNullable<unknown> }} Admin_Dashboard_Printify_HintInputs */
/** @typedef {{}} Admin_Dashboard_Printify_Not_SyncedInputs */
/** @typedef {{ when: NonNullable<unknown>, count: NonNullable<unknown> }} Admin_Dashboard_Printify_SyncedInputs */
/** @typedef {{}} Admin_Dashboard_Quick_ActionsInputs */
/** @typedef {{}} Admin_Dashboard_Shift_TemplatesInputs */
/** @typedef {{ settings: NonNullable<unknown> }} Admin_Dashboard_Slack_HintInputs */
/** @typedef {{}} Admin_Dashboard_Stat_EventsInputs */
/** @typedef {{}} Admin_Dashboard_Stat_Events_NoteInputs */
/** @typedef {{}} Admin_Dashboard_Stat_MembersInputs */
/** @typedef {{}} Admin_Dashboard_Stat_Members_NoteInputs */
/** @typedef {{}} Admin_Dashboard_Stat_OrdersInputs */
/** @typedef {{}} Admin_Dashboard_Stat_Orders_NoteInputs */
/** @typedef {{}} Admin_Dashboard_Stat_ProductsInputs */
/** @typedef {{}} Admin_Dashboard_Stat_Products_NoteInputs */
/** @typedef {{}} Admin_Dashboard_Stat_TicketsInputs */
/** @typedef {{}} Admin_Dashboard_Stat_Tickets_NoteInputs */
/** @typedef {{}} Admin_Dashboard_Stat_VolunteersInputs */
/** @typedef {{}} Admin_Dashboard_Stat_Volunteers_NoteInputs */
/** @typedef {{}} Admin_Dashboard_Stats_LabelInputs */
/** @typedef {{}} Admin_Dashboard_TitleInputs */
/** @typedef {{}} Admin_Dialog_CloseInputs */
/** @typedef {{}} Admin_Form_SavingInputs */
/** @typedef {{}} Admin_Integration_ActiveInputs */
/** @typedef {{}} Admin_Integration_Backup_FailedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Admin_Integration_Backup_LastInputs */
/** @typedef {{}} Admin_Integration_Backup_Not_ScheduledInputs */
/** @typedef {{}} Admin_Integration_Backup_ScheduledInputs */
/** @typedef {{ when: NonNullable<unknown> }} Admin_Integration_Backup_StaleInputs */
/** @typedef {{}} Admin_Integration_BackupsInputs */
/** @typedef {{}} Admin_Integration_ConnectedInputs */
/** @typedef {{ error: NonNullable<unknown> }} Admin_Integration_ErrorInputs */
/** @typedef {{}} Admin_Integration_MailchimpInputs */
/** @typedef {{}} Admin_Integration_No_CallsInputs */
/** @typedef {{}} Admin_Integration_Not_ConfiguredInputs */
/** @typedef {{}} Admin_Integration_PrintifyInputs */
/** @typedef {{}} Admin_Integration_SlackInputs */
/** @typedef {{}} Admin_Integration_SmtpInputs */
/** @typedef {{}} Admin_Integration_StripeInputs */
/** @typedef {{}} Admin_Layout_Nav_DashboardInputs */
/** @typedef {{}} Admin_Layout_Nav_LabelInputs */
/** @typedef {{}} Admin_Layout_RestrictedInputs */
/** @typedef {{}} Admin_Settings_BackInputs */
/** @typedef {{}} Admin_Settings_Clear_LinkInputs */
/** @typedef {{}} Admin_Settings_Save_LinkInputs */
/** @typedef {{}} Admin_Settings_SavedInputs */
/** @typedef {{}} Admin_Settings_Slack_ClearedInputs */
/** @typedef {{ url: NonNullable<unknown> }} Admin_Settings_Slack_Env_DefaultInputs */
/** @typedef {{}} Admin_Settings_Slack_FieldInputs */
/** @typedef {{}} Admin_Settings_Slack_HeadingInputs */
/** @typedef {{}} Admin_Settings_Slack_IntroInputs */
/** @typedef {{}} Admin_Settings_Slack_InvalidInputs */
/** @typedef {{}} Admin_Settings_Slack_LabelInputs */
/** @typedef {{}} Admin_Settings_Slack_No_DefaultInputs */
/** @typedef {{}} Admin_Settings_Slack_RequiredInputs */
/** @typedef {{}} Admin_Settings_Slack_UpdatedInputs */
/** @typedef {{}} Admin_Settings_TitleInputs */
/** @typedef {{}} Admin_Table_ActionsInputs */
/** @typedef {{}} Auth_Api_Body_Not_JsonInputs */
/** @typedef {{}} Auth_Api_Cross_SiteInputs */
/** @typedef {{}} Auth_Api_ForbiddenInputs */
/** @typedef {{}} Auth_Api_Form_OnlyInputs */
/** @typedef {{}} Auth_Api_Form_UnreadableInputs */
/** @typedef {{}} Auth_Api_Invalid_Page_ViewInputs */
/** @typedef {{}} Auth_Api_Method_Not_AllowedInputs */
/** @typedef {{}} Auth_Api_Not_FoundInputs */
/** @typedef {{}} Auth_Api_Server_ErrorInputs */
/** @typedef {{}} Auth_Api_UnauthorizedInputs */
/** @typedef {{}} Auth_Api_Validation_ErrorInputs */
/** @typedef {{}} Auth_Callback_FailedInputs */
/** @typedef {{}} Auth_Callback_Failed_TitleInputs */
/** @typedef {{ group: NonNullable<unknown>, code: NonNullable<unknown> }} Auth_Code_Mail_SubjectInputs */
/** @typedef {{ code: NonNullable<unknown>, group: NonNullable<unknown> }} Auth_Code_Mail_TextInputs */
/** @typedef {{}} Auth_Rate_Limit_AttemptsInputs */
/** @typedef {{ what: NonNullable<unknown>, minutes: NonNullable<unknown> }} Auth_Rate_Limit_WaitInputs */
/** @typedef {{}} Auth_Sign_In_Add_NameInputs */
/** @typedef {{}} Auth_Sign_In_AttemptsInputs */
/** @typedef {{}} Auth_Sign_In_CodeInputs */
/** @typedef {{}} Auth_Sign_In_Code_ExpiredInputs */
/** @typedef {{}} Auth_Sign_In_Code_InvalidInputs */
/** @typedef {{ email: NonNullable<unknown> }} Auth_Sign_In_Code_LoggedInputs */
/** @typedef {{}} Auth_Sign_In_Code_Not_SentInputs */
/** @typedef {{ email: NonNullable<unknown> }} Auth_Sign_In_Code_SentInputs */
/** @typedef {{}} Auth_Sign_In_EmailInputs */
/** @typedef {{}} Auth_Sign_In_Email_InvalidInputs */
/** @typedef {{}} Auth_Sign_In_First_NameInputs */
/** @typedef {{}} Auth_Sign_In_IntroInputs */
/** @typedef {{}} Auth_Sign_In_Last_NameInputs */
/** @typedef {{}} Auth_Sign_In_Send_CodeInputs */
/** @typedef {{}} Auth_Sign_In_SendingInputs */
/** @typedef {{}} Auth_Sign_In_Signing_InInputs */
/** @typedef {{}} Auth_Sign_In_Start_OverInputs */
/** @typedef {{}} Auth_Sign_In_TitleInputs */
/** @typedef {{}} Auth_Sign_In_Too_Many_CodesInputs */
/** @typedef {{}} Auth_Sign_In_Use_ProviderInputs */
/** @typedef {{}} Auth_Sign_In_Wrong_CodeInputs */
/** @typedef {{}} Auth_Sign_Out_ConfirmInputs */
/** @typedef {{}} Auth_Sign_Out_ExplainInputs */
/** @typedef {{}} Auth_Sign_Out_TitleInputs */
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


export const admin_backup_directory = /** @type {(inputs: Admin_Backup_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherungsordner`)
};

export const admin_backup_failed = /** @type {(inputs: Admin_Backup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen`)
};

export const admin_backup_heading = /** @type {(inputs: Admin_Backup_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherungen`)
};

export const admin_backup_last = /** @type {(inputs: Admin_Backup_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Sicherung`)
};

export const admin_backup_none = /** @type {(inputs: Admin_Backup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Sicherung.`)
};

export const admin_backup_schedule = /** @type {(inputs: Admin_Backup_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitplan`)
};

export const admin_backup_schedule_every = /** @type {(inputs: Admin_Backup_Schedule_EveryInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("de", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Jede Stunde`);
	return /** @type {LocalizedString} */ (`Alle ${i?.hours} Stunden`)
	
};

export const admin_backup_schedule_keep = /** @type {(inputs: Admin_Backup_Schedule_KeepInputs) => LocalizedString} */ (i) => {const keepPlural = registry.plural("de", i?.keep, {});
	if (keepPlural === "one") return /** @type {LocalizedString} */ (`${i?.every}; die neueste Datei wird behalten.`);
	return /** @type {LocalizedString} */ (`${i?.every}; die neuesten ${i?.keep} Dateien werden behalten.`)
	
};

export const admin_backup_schedule_off = /** @type {(inputs: Admin_Backup_Schedule_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus (BACKUP_EVERY_HOURS ist 0): Nur npm run backup legt eine an.`)
};

export const admin_backup_succeeded = /** @type {(inputs: Admin_Backup_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erfolgreich`)
};

export const admin_dashboard_away_ballots = /** @type {(inputs: Admin_Dashboard_Away_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosungen für Auswärtsfahrten`)
};

export const admin_dashboard_integrations = /** @type {(inputs: Admin_Dashboard_IntegrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status der Anbindungen`)
};

export const admin_dashboard_last_attempt = /** @type {(inputs: Admin_Dashboard_Last_AttemptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letzter Versuch ${i?.when}`)
};

export const admin_dashboard_manage_events = /** @type {(inputs: Admin_Dashboard_Manage_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termine verwalten`)
};

export const admin_dashboard_manage_members = /** @type {(inputs: Admin_Dashboard_Manage_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder verwalten`)
};

export const admin_dashboard_manage_orders = /** @type {(inputs: Admin_Dashboard_Manage_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen verwalten`)
};

export const admin_dashboard_manage_products = /** @type {(inputs: Admin_Dashboard_Manage_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkte verwalten`)
};

export const admin_dashboard_manage_tickets = /** @type {(inputs: Admin_Dashboard_Manage_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketbörse verwalten`)
};

export const admin_dashboard_manage_volunteering = /** @type {(inputs: Admin_Dashboard_Manage_VolunteeringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten verwalten`)
};

export const admin_dashboard_printify_hint = /** @type {(inputs: Admin_Dashboard_Printify_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zum Verbinden ${i?.token} (ein persönliches Zugangstoken von Printifys Seite „Connections“) und ${i?.shop} in der Umgebung des Servers setzen und dann neu starten.`)
};

export const admin_dashboard_printify_not_synced = /** @type {(inputs: Admin_Dashboard_Printify_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht abgeglichen.`)
};

export const admin_dashboard_printify_synced = /** @type {(inputs: Admin_Dashboard_Printify_SyncedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Zuletzt abgeglichen ${i?.when}; ${i?.count} Produkt im Shop.`);
	return /** @type {LocalizedString} */ (`Zuletzt abgeglichen ${i?.when}; ${i?.count} Produkte im Shop.`)
	
};

export const admin_dashboard_quick_actions = /** @type {(inputs: Admin_Dashboard_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnellzugriff`)
};

export const admin_dashboard_shift_templates = /** @type {(inputs: Admin_Dashboard_Shift_TemplatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichtvorlagen`)
};

export const admin_dashboard_slack_hint = /** @type {(inputs: Admin_Dashboard_Slack_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trag den Einladungslink in den ${i?.settings} ein.`)
};

export const admin_dashboard_stat_events = /** @type {(inputs: Admin_Dashboard_Stat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termine`)
};

export const admin_dashboard_stat_events_note = /** @type {(inputs: Admin_Dashboard_Stat_Events_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommende Termine`)
};

export const admin_dashboard_stat_members = /** @type {(inputs: Admin_Dashboard_Stat_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder`)
};

export const admin_dashboard_stat_members_note = /** @type {(inputs: Admin_Dashboard_Stat_Members_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Mitglieder`)
};

export const admin_dashboard_stat_orders = /** @type {(inputs: Admin_Dashboard_Stat_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen`)
};

export const admin_dashboard_stat_orders_note = /** @type {(inputs: Admin_Dashboard_Stat_Orders_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Bestellungen`)
};

export const admin_dashboard_stat_products = /** @type {(inputs: Admin_Dashboard_Stat_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkte`)
};

export const admin_dashboard_stat_products_note = /** @type {(inputs: Admin_Dashboard_Stat_Products_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Produkte`)
};

export const admin_dashboard_stat_tickets = /** @type {(inputs: Admin_Dashboard_Stat_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const admin_dashboard_stat_tickets_note = /** @type {(inputs: Admin_Dashboard_Stat_Tickets_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Angebote`)
};

export const admin_dashboard_stat_volunteers = /** @type {(inputs: Admin_Dashboard_Stat_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helfer:innen`)
};

export const admin_dashboard_stat_volunteers_note = /** @type {(inputs: Admin_Dashboard_Stat_Volunteers_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Helferplätze`)
};

export const admin_dashboard_stats_label = /** @type {(inputs: Admin_Dashboard_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlen`)
};

export const admin_dashboard_title = /** @type {(inputs: Admin_Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung`)
};

export const admin_dialog_close = /** @type {(inputs: Admin_Dialog_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schließen`)
};

export const admin_form_saving = /** @type {(inputs: Admin_Form_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert …`)
};

export const admin_integration_active = /** @type {(inputs: Admin_Integration_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

export const admin_integration_backup_failed = /** @type {(inputs: Admin_Integration_Backup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler: Die Sicherung ist fehlgeschlagen`)
};

export const admin_integration_backup_last = /** @type {(inputs: Admin_Integration_Backup_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letzte Sicherung ${i?.when}`)
};

export const admin_integration_backup_not_scheduled = /** @type {(inputs: Admin_Integration_Backup_Not_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht geplant`)
};

export const admin_integration_backup_scheduled = /** @type {(inputs: Admin_Integration_Backup_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geplant – noch keine Sicherung`)
};

export const admin_integration_backup_stale = /** @type {(inputs: Admin_Integration_Backup_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fehler: keine Sicherung seit ${i?.when}`)
};

export const admin_integration_backups = /** @type {(inputs: Admin_Integration_BackupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherungen`)
};

export const admin_integration_connected = /** @type {(inputs: Admin_Integration_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verbunden`)
};

export const admin_integration_error = /** @type {(inputs: Admin_Integration_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fehler: ${i?.error}`)
};

export const admin_integration_mailchimp = /** @type {(inputs: Admin_Integration_MailchimpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailchimp-Verteilerabgleich`)
};

export const admin_integration_no_calls = /** @type {(inputs: Admin_Integration_No_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingerichtet – noch keine Aufrufe`)
};

export const admin_integration_not_configured = /** @type {(inputs: Admin_Integration_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht eingerichtet`)
};

export const admin_integration_printify = /** @type {(inputs: Admin_Integration_PrintifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printify-Print-on-Demand-API`)
};

export const admin_integration_slack = /** @type {(inputs: Admin_Integration_SlackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack-Teamchat`)
};

export const admin_integration_smtp = /** @type {(inputs: Admin_Integration_SmtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail (SMTP)`)
};

export const admin_integration_stripe = /** @type {(inputs: Admin_Integration_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe-Zahlungen`)
};

export const admin_layout_nav_dashboard = /** @type {(inputs: Admin_Layout_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

export const admin_layout_nav_label = /** @type {(inputs: Admin_Layout_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung`)
};

export const admin_layout_restricted = /** @type {(inputs: Admin_Layout_RestrictedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung – nur für Admins`)
};

export const admin_settings_back = /** @type {(inputs: Admin_Settings_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Übersicht`)
};

export const admin_settings_clear_link = /** @type {(inputs: Admin_Settings_Clear_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link entfernen`)
};

export const admin_settings_save_link = /** @type {(inputs: Admin_Settings_Save_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link speichern`)
};

export const admin_settings_saved = /** @type {(inputs: Admin_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen gespeichert`)
};

export const admin_settings_slack_cleared = /** @type {(inputs: Admin_Settings_Slack_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Slack-Einladungslink wurde entfernt.`)
};

export const admin_settings_slack_env_default = /** @type {(inputs: Admin_Settings_Slack_Env_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Steht hier keiner, wird SLACK_INVITE_URL des Servers verschickt (${i?.url}).`)
};

export const admin_settings_slack_field = /** @type {(inputs: Admin_Settings_Slack_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Slack-Einladungslink`)
};

export const admin_settings_slack_heading = /** @type {(inputs: Admin_Settings_Slack_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack-Teamchat`)
};

export const admin_settings_slack_intro = /** @type {(inputs: Admin_Settings_Slack_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder, die in ihrem Profil auf „Slack-Einladung erneuern“ drücken, bekommen diesen Link per E-Mail.`)
};

export const admin_settings_slack_invalid = /** @type {(inputs: Admin_Settings_Slack_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib einen vollständigen https://-Link ein, z. B. https://join.slack.com/t/…`)
};

export const admin_settings_slack_label = /** @type {(inputs: Admin_Settings_Slack_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack-Einladungslink`)
};

export const admin_settings_slack_no_default = /** @type {(inputs: Admin_Settings_Slack_No_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steht hier keiner (und fehlt SLACK_INVITE_URL auf dem Server), kann keine Einladung verschickt werden.`)
};

export const admin_settings_slack_required = /** @type {(inputs: Admin_Settings_Slack_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den Slack-Einladungslink ein.`)
};

export const admin_settings_slack_updated = /** @type {(inputs: Admin_Settings_Slack_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Slack-Einladungslink wurde aktualisiert.`)
};

export const admin_settings_title = /** @type {(inputs: Admin_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen`)
};

export const admin_table_actions = /** @type {(inputs: Admin_Table_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktionen`)
};

export const auth_api_body_not_json = /** @type {(inputs: Auth_Api_Body_Not_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhalt der Anfrage muss JSON sein`)
};

export const auth_api_cross_site = /** @type {(inputs: Auth_Api_Cross_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfrage von einer fremden Seite abgelehnt`)
};

export const auth_api_forbidden = /** @type {(inputs: Auth_Api_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Berechtigung`)
};

export const auth_api_form_only = /** @type {(inputs: Auth_Api_Form_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse nimmt nur Formulare an (application/x-www-form-urlencoded oder multipart/form-data).`)
};

export const auth_api_form_unreadable = /** @type {(inputs: Auth_Api_Form_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Formulardaten konnten nicht gelesen werden. Bitte schick das Formular noch einmal ab.`)
};

export const auth_api_invalid_page_view = /** @type {(inputs: Auth_Api_Invalid_Page_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger Seitenaufruf`)
};

export const auth_api_method_not_allowed = /** @type {(inputs: Auth_Api_Method_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Methode nicht erlaubt`)
};

export const auth_api_not_found = /** @type {(inputs: Auth_Api_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gefunden`)
};

export const auth_api_server_error = /** @type {(inputs: Auth_Api_Server_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interner Serverfehler`)
};

export const auth_api_unauthorized = /** @type {(inputs: Auth_Api_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht angemeldet`)
};

export const auth_api_validation_error = /** @type {(inputs: Auth_Api_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Eingaben`)
};

export const auth_callback_failed = /** @type {(inputs: Auth_Callback_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir konnten dich nicht anmelden. Bitte versuch es noch mal.`)
};

export const auth_callback_failed_title = /** @type {(inputs: Auth_Callback_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung fehlgeschlagen`)
};

export const auth_code_mail_subject = /** @type {(inputs: Auth_Code_Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Anmeldecode für ${i?.group}: ${i?.code}`)
};

export const auth_code_mail_text = /** @type {(inputs: Auth_Code_Mail_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Anmeldecode lautet ${i?.code}

Er gilt einmal, 10 Minuten lang. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail einfach.

${i?.group}`)
};

export const auth_rate_limit_attempts = /** @type {(inputs: Auth_Rate_Limit_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuche`)
};

export const auth_rate_limit_wait = /** @type {(inputs: Auth_Rate_Limit_WaitInputs) => LocalizedString} */ (i) => {const minutesPlural = registry.plural("de", i?.minutes, {});
	if (minutesPlural === "one") return /** @type {LocalizedString} */ (`Zu viele ${i?.what}. Bitte warte ${i?.minutes} Minute und versuch es dann noch mal.`);
	return /** @type {LocalizedString} */ (`Zu viele ${i?.what}. Bitte warte ${i?.minutes} Minuten und versuch es dann noch mal.`)
	
};

export const auth_sign_in_add_name = /** @type {(inputs: Auth_Sign_In_Add_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu hier? Gib deinen Namen an (freiwillig)`)
};

export const auth_sign_in_attempts = /** @type {(inputs: Auth_Sign_In_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldeversuche`)
};

export const auth_sign_in_code = /** @type {(inputs: Auth_Sign_In_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldecode`)
};

export const auth_sign_in_code_expired = /** @type {(inputs: Auth_Sign_In_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code ist abgelaufen oder wurde schon benutzt. Fordere einen neuen Code an.`)
};

export const auth_sign_in_code_invalid = /** @type {(inputs: Auth_Sign_In_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den 6-stelligen Code aus der E-Mail ein`)
};

export const auth_sign_in_code_logged = /** @type {(inputs: Auth_Sign_In_Code_LoggedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf diesem Server ist kein E-Mail-Versand eingerichtet (kein SMTP_URL), deshalb steht der Code für ${i?.email} im Server-Log. Er gilt einmal, 10 Minuten lang.`)
};

export const auth_sign_in_code_not_sent = /** @type {(inputs: Auth_Sign_In_Code_Not_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir konnten deinen Anmeldecode gerade nicht verschicken. Versuch es bitte in einer Minute noch mal.`)
};

export const auth_sign_in_code_sent = /** @type {(inputs: Auth_Sign_In_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen 6-stelligen Code an ${i?.email} geschickt. Er gilt einmal, 10 Minuten lang.`)
};

export const auth_sign_in_email = /** @type {(inputs: Auth_Sign_In_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

export const auth_sign_in_email_invalid = /** @type {(inputs: Auth_Sign_In_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine gültige E-Mail-Adresse ein`)
};

export const auth_sign_in_first_name = /** @type {(inputs: Auth_Sign_In_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

export const auth_sign_in_intro = /** @type {(inputs: Auth_Sign_In_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir schicken dir einen 6-stelligen Code per E-Mail. Kein Passwort nötig.`)
};

export const auth_sign_in_last_name = /** @type {(inputs: Auth_Sign_In_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

export const auth_sign_in_send_code = /** @type {(inputs: Auth_Sign_In_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code per E-Mail schicken`)
};

export const auth_sign_in_sending = /** @type {(inputs: Auth_Sign_In_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code wird gesendet …`)
};

export const auth_sign_in_signing_in = /** @type {(inputs: Auth_Sign_In_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung läuft …`)
};

export const auth_sign_in_start_over = /** @type {(inputs: Auth_Sign_In_Start_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere E-Mail-Adresse nutzen oder neuen Code anfordern`)
};

export const auth_sign_in_title = /** @type {(inputs: Auth_Sign_In_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

export const auth_sign_in_too_many_codes = /** @type {(inputs: Auth_Sign_In_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele falsche Codes. Fordere einen neuen Code an.`)
};

export const auth_sign_in_use_provider = /** @type {(inputs: Auth_Sign_In_Use_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich über deinen Anbieter an`)
};

export const auth_sign_in_wrong_code = /** @type {(inputs: Auth_Sign_In_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code stimmt nicht. Schau noch mal in die E-Mail und versuch es erneut.`)
};

export const auth_sign_out_confirm = /** @type {(inputs: Auth_Sign_Out_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden?`)
};

export const auth_sign_out_explain = /** @type {(inputs: Auth_Sign_Out_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Abmeldelink kam nicht von einer unserer Seiten, deshalb fragen wir lieber nach. Du bist noch angemeldet.`)
};

export const auth_sign_out_title = /** @type {(inputs: Auth_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

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