/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __de from "./de.js"
/**
* | output |
* | --- |
* | "Backup directory" |
*
* @param {Admin_Backup_DirectoryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_directory = /** @type {((inputs?: Admin_Backup_DirectoryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_DirectoryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_backup_directory(inputs)
	return __en.admin_backup_directory(inputs)
});
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Admin_Backup_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_failed = /** @type {((inputs?: Admin_Backup_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_backup_failed(inputs)
	return __en.admin_backup_failed(inputs)
});
/**
* | output |
* | --- |
* | "Backups" |
*
* @param {Admin_Backup_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_heading = /** @type {((inputs?: Admin_Backup_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_backup_heading(inputs)
	return __en.admin_backup_heading(inputs)
});
/**
* | output |
* | --- |
* | "Last backup" |
*
* @param {Admin_Backup_LastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_last = /** @type {((inputs?: Admin_Backup_LastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_LastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_backup_last(inputs)
	return __en.admin_backup_last(inputs)
});
/**
* | output |
* | --- |
* | "No backup yet." |
*
* @param {Admin_Backup_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_none = /** @type {((inputs?: Admin_Backup_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_backup_none(inputs)
	return __en.admin_backup_none(inputs)
});
/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Admin_Backup_ScheduleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_schedule = /** @type {((inputs?: Admin_Backup_ScheduleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_ScheduleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_backup_schedule(inputs)
	return __en.admin_backup_schedule(inputs)
});
/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "Every hour" |
* | * | "Every {hours} hours" |
*
* @param {Admin_Backup_Schedule_EveryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_schedule_every = /** @type {((inputs: Admin_Backup_Schedule_EveryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_Schedule_EveryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_backup_schedule_every(inputs)
	return __en.admin_backup_schedule_every(inputs)
});
/**
* | keepPlural | output |
* | --- | --- |
* | "one" | "{every}; the newest {keep} file is kept." |
* | * | "{every}; the newest {keep} files are kept." |
*
* @param {Admin_Backup_Schedule_KeepInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_schedule_keep = /** @type {((inputs: Admin_Backup_Schedule_KeepInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_Schedule_KeepInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_backup_schedule_keep(inputs)
	return __en.admin_backup_schedule_keep(inputs)
});
/**
* | output |
* | --- |
* | "Off (BACKUP_EVERY_HOURS is 0): only npm run backup takes one." |
*
* @param {Admin_Backup_Schedule_OffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_schedule_off = /** @type {((inputs?: Admin_Backup_Schedule_OffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_Schedule_OffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_backup_schedule_off(inputs)
	return __en.admin_backup_schedule_off(inputs)
});
/**
* | output |
* | --- |
* | "Succeeded" |
*
* @param {Admin_Backup_SucceededInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_succeeded = /** @type {((inputs?: Admin_Backup_SucceededInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_SucceededInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_backup_succeeded(inputs)
	return __en.admin_backup_succeeded(inputs)
});
/**
* | output |
* | --- |
* | "Away ballots" |
*
* @param {Admin_Dashboard_Away_BallotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_away_ballots = /** @type {((inputs?: Admin_Dashboard_Away_BallotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Away_BallotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_away_ballots(inputs)
	return __en.admin_dashboard_away_ballots(inputs)
});
/**
* | output |
* | --- |
* | "Integration Status" |
*
* @param {Admin_Dashboard_IntegrationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_integrations = /** @type {((inputs?: Admin_Dashboard_IntegrationsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_IntegrationsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_integrations(inputs)
	return __en.admin_dashboard_integrations(inputs)
});
/**
* | output |
* | --- |
* | "Last attempt {when}" |
*
* @param {Admin_Dashboard_Last_AttemptInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_last_attempt = /** @type {((inputs: Admin_Dashboard_Last_AttemptInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Last_AttemptInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_last_attempt(inputs)
	return __en.admin_dashboard_last_attempt(inputs)
});
/**
* | output |
* | --- |
* | "Manage events" |
*
* @param {Admin_Dashboard_Manage_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_events = /** @type {((inputs?: Admin_Dashboard_Manage_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_manage_events(inputs)
	return __en.admin_dashboard_manage_events(inputs)
});
/**
* | output |
* | --- |
* | "Manage members" |
*
* @param {Admin_Dashboard_Manage_MembersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_members = /** @type {((inputs?: Admin_Dashboard_Manage_MembersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_MembersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_manage_members(inputs)
	return __en.admin_dashboard_manage_members(inputs)
});
/**
* | output |
* | --- |
* | "Manage orders" |
*
* @param {Admin_Dashboard_Manage_OrdersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_orders = /** @type {((inputs?: Admin_Dashboard_Manage_OrdersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_OrdersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_manage_orders(inputs)
	return __en.admin_dashboard_manage_orders(inputs)
});
/**
* | output |
* | --- |
* | "Manage products" |
*
* @param {Admin_Dashboard_Manage_ProductsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_products = /** @type {((inputs?: Admin_Dashboard_Manage_ProductsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_ProductsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_manage_products(inputs)
	return __en.admin_dashboard_manage_products(inputs)
});
/**
* | output |
* | --- |
* | "Manage ticket listings" |
*
* @param {Admin_Dashboard_Manage_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_tickets = /** @type {((inputs?: Admin_Dashboard_Manage_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_manage_tickets(inputs)
	return __en.admin_dashboard_manage_tickets(inputs)
});
/**
* | output |
* | --- |
* | "Manage volunteering" |
*
* @param {Admin_Dashboard_Manage_VolunteeringInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_volunteering = /** @type {((inputs?: Admin_Dashboard_Manage_VolunteeringInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_VolunteeringInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_manage_volunteering(inputs)
	return __en.admin_dashboard_manage_volunteering(inputs)
});
/**
* | output |
* | --- |
* | "To connect, set {token} (a personal access token from Printify's Connections page) and {shop} in the server's environment, then restart." |
*
* @param {Admin_Dashboard_Printify_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_printify_hint = /** @type {((inputs: Admin_Dashboard_Printify_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Printify_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_printify_hint(inputs)
	return __en.admin_dashboard_printify_hint(inputs)
});
/**
* | output |
* | --- |
* | "Not synced yet." |
*
* @param {Admin_Dashboard_Printify_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_printify_not_synced = /** @type {((inputs?: Admin_Dashboard_Printify_Not_SyncedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Printify_Not_SyncedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_printify_not_synced(inputs)
	return __en.admin_dashboard_printify_not_synced(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Last synced {when}; {count} product in the shop." |
* | * | "Last synced {when}; {count} products in the shop." |
*
* @param {Admin_Dashboard_Printify_SyncedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_printify_synced = /** @type {((inputs: Admin_Dashboard_Printify_SyncedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Printify_SyncedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_printify_synced(inputs)
	return __en.admin_dashboard_printify_synced(inputs)
});
/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Admin_Dashboard_Quick_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_quick_actions = /** @type {((inputs?: Admin_Dashboard_Quick_ActionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Quick_ActionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_quick_actions(inputs)
	return __en.admin_dashboard_quick_actions(inputs)
});
/**
* | output |
* | --- |
* | "Shift templates" |
*
* @param {Admin_Dashboard_Shift_TemplatesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_shift_templates = /** @type {((inputs?: Admin_Dashboard_Shift_TemplatesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Shift_TemplatesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_shift_templates(inputs)
	return __en.admin_dashboard_shift_templates(inputs)
});
/**
* | output |
* | --- |
* | "Set the invite link in {settings}." |
*
* @param {Admin_Dashboard_Slack_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_slack_hint = /** @type {((inputs: Admin_Dashboard_Slack_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Slack_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_slack_hint(inputs)
	return __en.admin_dashboard_slack_hint(inputs)
});
/**
* | output |
* | --- |
* | "Events" |
*
* @param {Admin_Dashboard_Stat_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_events = /** @type {((inputs?: Admin_Dashboard_Stat_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_events(inputs)
	return __en.admin_dashboard_stat_events(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming events" |
*
* @param {Admin_Dashboard_Stat_Events_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_events_note = /** @type {((inputs?: Admin_Dashboard_Stat_Events_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_Events_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_events_note(inputs)
	return __en.admin_dashboard_stat_events_note(inputs)
});
/**
* | output |
* | --- |
* | "Members" |
*
* @param {Admin_Dashboard_Stat_MembersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_members = /** @type {((inputs?: Admin_Dashboard_Stat_MembersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_MembersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_members(inputs)
	return __en.admin_dashboard_stat_members(inputs)
});
/**
* | output |
* | --- |
* | "Active members" |
*
* @param {Admin_Dashboard_Stat_Members_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_members_note = /** @type {((inputs?: Admin_Dashboard_Stat_Members_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_Members_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_members_note(inputs)
	return __en.admin_dashboard_stat_members_note(inputs)
});
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Admin_Dashboard_Stat_OrdersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_orders = /** @type {((inputs?: Admin_Dashboard_Stat_OrdersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_OrdersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_orders(inputs)
	return __en.admin_dashboard_stat_orders(inputs)
});
/**
* | output |
* | --- |
* | "Orders to fulfil" |
*
* @param {Admin_Dashboard_Stat_Orders_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_orders_note = /** @type {((inputs?: Admin_Dashboard_Stat_Orders_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_Orders_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_orders_note(inputs)
	return __en.admin_dashboard_stat_orders_note(inputs)
});
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Admin_Dashboard_Stat_ProductsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_products = /** @type {((inputs?: Admin_Dashboard_Stat_ProductsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_ProductsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_products(inputs)
	return __en.admin_dashboard_stat_products(inputs)
});
/**
* | output |
* | --- |
* | "Active products" |
*
* @param {Admin_Dashboard_Stat_Products_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_products_note = /** @type {((inputs?: Admin_Dashboard_Stat_Products_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_Products_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_products_note(inputs)
	return __en.admin_dashboard_stat_products_note(inputs)
});
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Admin_Dashboard_Stat_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_tickets = /** @type {((inputs?: Admin_Dashboard_Stat_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_tickets(inputs)
	return __en.admin_dashboard_stat_tickets(inputs)
});
/**
* | output |
* | --- |
* | "Active listings" |
*
* @param {Admin_Dashboard_Stat_Tickets_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_tickets_note = /** @type {((inputs?: Admin_Dashboard_Stat_Tickets_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_Tickets_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_tickets_note(inputs)
	return __en.admin_dashboard_stat_tickets_note(inputs)
});
/**
* | output |
* | --- |
* | "Volunteers" |
*
* @param {Admin_Dashboard_Stat_VolunteersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_volunteers = /** @type {((inputs?: Admin_Dashboard_Stat_VolunteersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_VolunteersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_volunteers(inputs)
	return __en.admin_dashboard_stat_volunteers(inputs)
});
/**
* | output |
* | --- |
* | "Open volunteer spots" |
*
* @param {Admin_Dashboard_Stat_Volunteers_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_volunteers_note = /** @type {((inputs?: Admin_Dashboard_Stat_Volunteers_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_Volunteers_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stat_volunteers_note(inputs)
	return __en.admin_dashboard_stat_volunteers_note(inputs)
});
/**
* | output |
* | --- |
* | "Statistics" |
*
* @param {Admin_Dashboard_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stats_label = /** @type {((inputs?: Admin_Dashboard_Stats_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stats_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_stats_label(inputs)
	return __en.admin_dashboard_stats_label(inputs)
});
/**
* | output |
* | --- |
* | "Admin Dashboard" |
*
* @param {Admin_Dashboard_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_title = /** @type {((inputs?: Admin_Dashboard_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dashboard_title(inputs)
	return __en.admin_dashboard_title(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Admin_Dialog_CloseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dialog_close = /** @type {((inputs?: Admin_Dialog_CloseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dialog_CloseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_dialog_close(inputs)
	return __en.admin_dialog_close(inputs)
});
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Admin_Form_SavingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_form_saving = /** @type {((inputs?: Admin_Form_SavingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Form_SavingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_form_saving(inputs)
	return __en.admin_form_saving(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Admin_Integration_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_active = /** @type {((inputs?: Admin_Integration_ActiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_ActiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_active(inputs)
	return __en.admin_integration_active(inputs)
});
/**
* | output |
* | --- |
* | "Error: the backup failed" |
*
* @param {Admin_Integration_Backup_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backup_failed = /** @type {((inputs?: Admin_Integration_Backup_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Backup_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_backup_failed(inputs)
	return __en.admin_integration_backup_failed(inputs)
});
/**
* | output |
* | --- |
* | "Last backup {when}" |
*
* @param {Admin_Integration_Backup_LastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backup_last = /** @type {((inputs: Admin_Integration_Backup_LastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Backup_LastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_backup_last(inputs)
	return __en.admin_integration_backup_last(inputs)
});
/**
* | output |
* | --- |
* | "Not scheduled" |
*
* @param {Admin_Integration_Backup_Not_ScheduledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backup_not_scheduled = /** @type {((inputs?: Admin_Integration_Backup_Not_ScheduledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Backup_Not_ScheduledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_backup_not_scheduled(inputs)
	return __en.admin_integration_backup_not_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Scheduled — no backup yet" |
*
* @param {Admin_Integration_Backup_ScheduledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backup_scheduled = /** @type {((inputs?: Admin_Integration_Backup_ScheduledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Backup_ScheduledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_backup_scheduled(inputs)
	return __en.admin_integration_backup_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Error: no backup since {when}" |
*
* @param {Admin_Integration_Backup_StaleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backup_stale = /** @type {((inputs: Admin_Integration_Backup_StaleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Backup_StaleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_backup_stale(inputs)
	return __en.admin_integration_backup_stale(inputs)
});
/**
* | output |
* | --- |
* | "Backups" |
*
* @param {Admin_Integration_BackupsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backups = /** @type {((inputs?: Admin_Integration_BackupsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_BackupsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_backups(inputs)
	return __en.admin_integration_backups(inputs)
});
/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Admin_Integration_ConnectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_connected = /** @type {((inputs?: Admin_Integration_ConnectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_ConnectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_connected(inputs)
	return __en.admin_integration_connected(inputs)
});
/**
* | output |
* | --- |
* | "Error: {error}" |
*
* @param {Admin_Integration_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_error = /** @type {((inputs: Admin_Integration_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_error(inputs)
	return __en.admin_integration_error(inputs)
});
/**
* | output |
* | --- |
* | "Mailchimp mailing-list sync" |
*
* @param {Admin_Integration_MailchimpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_mailchimp = /** @type {((inputs?: Admin_Integration_MailchimpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_MailchimpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_mailchimp(inputs)
	return __en.admin_integration_mailchimp(inputs)
});
/**
* | output |
* | --- |
* | "Configured — no calls yet" |
*
* @param {Admin_Integration_No_CallsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_no_calls = /** @type {((inputs?: Admin_Integration_No_CallsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_No_CallsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_no_calls(inputs)
	return __en.admin_integration_no_calls(inputs)
});
/**
* | output |
* | --- |
* | "Not configured" |
*
* @param {Admin_Integration_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_not_configured = /** @type {((inputs?: Admin_Integration_Not_ConfiguredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Not_ConfiguredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_not_configured(inputs)
	return __en.admin_integration_not_configured(inputs)
});
/**
* | output |
* | --- |
* | "Printify print-on-demand API" |
*
* @param {Admin_Integration_PrintifyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_printify = /** @type {((inputs?: Admin_Integration_PrintifyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_PrintifyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_printify(inputs)
	return __en.admin_integration_printify(inputs)
});
/**
* | output |
* | --- |
* | "Slack team chat" |
*
* @param {Admin_Integration_SlackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_slack = /** @type {((inputs?: Admin_Integration_SlackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_SlackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_slack(inputs)
	return __en.admin_integration_slack(inputs)
});
/**
* | output |
* | --- |
* | "Email (SMTP)" |
*
* @param {Admin_Integration_SmtpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_smtp = /** @type {((inputs?: Admin_Integration_SmtpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_SmtpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_smtp(inputs)
	return __en.admin_integration_smtp(inputs)
});
/**
* | output |
* | --- |
* | "Stripe payments" |
*
* @param {Admin_Integration_StripeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_stripe = /** @type {((inputs?: Admin_Integration_StripeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_StripeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_integration_stripe(inputs)
	return __en.admin_integration_stripe(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Admin_Layout_Nav_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_layout_nav_dashboard = /** @type {((inputs?: Admin_Layout_Nav_DashboardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Layout_Nav_DashboardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_layout_nav_dashboard(inputs)
	return __en.admin_layout_nav_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Admin_Layout_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_layout_nav_label = /** @type {((inputs?: Admin_Layout_Nav_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Layout_Nav_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_layout_nav_label(inputs)
	return __en.admin_layout_nav_label(inputs)
});
/**
* | output |
* | --- |
* | "Admin Area - Restricted Access" |
*
* @param {Admin_Layout_RestrictedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_layout_restricted = /** @type {((inputs?: Admin_Layout_RestrictedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Layout_RestrictedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_layout_restricted(inputs)
	return __en.admin_layout_restricted(inputs)
});
/**
* | output |
* | --- |
* | "Back to dashboard" |
*
* @param {Admin_Settings_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_back = /** @type {((inputs?: Admin_Settings_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_back(inputs)
	return __en.admin_settings_back(inputs)
});
/**
* | output |
* | --- |
* | "Clear link" |
*
* @param {Admin_Settings_Clear_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_clear_link = /** @type {((inputs?: Admin_Settings_Clear_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Clear_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_clear_link(inputs)
	return __en.admin_settings_clear_link(inputs)
});
/**
* | output |
* | --- |
* | "Save link" |
*
* @param {Admin_Settings_Save_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_save_link = /** @type {((inputs?: Admin_Settings_Save_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Save_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_save_link(inputs)
	return __en.admin_settings_save_link(inputs)
});
/**
* | output |
* | --- |
* | "Settings Saved" |
*
* @param {Admin_Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_saved = /** @type {((inputs?: Admin_Settings_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_saved(inputs)
	return __en.admin_settings_saved(inputs)
});
/**
* | output |
* | --- |
* | "The Slack invite link was cleared." |
*
* @param {Admin_Settings_Slack_ClearedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_cleared = /** @type {((inputs?: Admin_Settings_Slack_ClearedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_ClearedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_slack_cleared(inputs)
	return __en.admin_settings_slack_cleared(inputs)
});
/**
* | output |
* | --- |
* | "Without one here, the server's SLACK_INVITE_URL is sent ({url})." |
*
* @param {Admin_Settings_Slack_Env_DefaultInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_env_default = /** @type {((inputs: Admin_Settings_Slack_Env_DefaultInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_Env_DefaultInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_slack_env_default(inputs)
	return __en.admin_settings_slack_env_default(inputs)
});
/**
* | output |
* | --- |
* | "The Slack invite link" |
*
* @param {Admin_Settings_Slack_FieldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_field = /** @type {((inputs?: Admin_Settings_Slack_FieldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_FieldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_slack_field(inputs)
	return __en.admin_settings_slack_field(inputs)
});
/**
* | output |
* | --- |
* | "Slack team chat" |
*
* @param {Admin_Settings_Slack_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_heading = /** @type {((inputs?: Admin_Settings_Slack_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_slack_heading(inputs)
	return __en.admin_settings_slack_heading(inputs)
});
/**
* | output |
* | --- |
* | "Members who press Refresh Slack Invite on their profile are emailed this link." |
*
* @param {Admin_Settings_Slack_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_intro = /** @type {((inputs?: Admin_Settings_Slack_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_slack_intro(inputs)
	return __en.admin_settings_slack_intro(inputs)
});
/**
* | output |
* | --- |
* | "Enter a full https:// link, e.g. https://join.slack.com/t/…" |
*
* @param {Admin_Settings_Slack_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_invalid = /** @type {((inputs?: Admin_Settings_Slack_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_slack_invalid(inputs)
	return __en.admin_settings_slack_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Slack invite link" |
*
* @param {Admin_Settings_Slack_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_label = /** @type {((inputs?: Admin_Settings_Slack_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_slack_label(inputs)
	return __en.admin_settings_slack_label(inputs)
});
/**
* | output |
* | --- |
* | "Without one here (and without SLACK_INVITE_URL on the server), no invite can be sent." |
*
* @param {Admin_Settings_Slack_No_DefaultInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_no_default = /** @type {((inputs?: Admin_Settings_Slack_No_DefaultInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_No_DefaultInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_slack_no_default(inputs)
	return __en.admin_settings_slack_no_default(inputs)
});
/**
* | output |
* | --- |
* | "Enter the Slack invite link." |
*
* @param {Admin_Settings_Slack_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_required = /** @type {((inputs?: Admin_Settings_Slack_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_slack_required(inputs)
	return __en.admin_settings_slack_required(inputs)
});
/**
* | output |
* | --- |
* | "The Slack invite link was updated." |
*
* @param {Admin_Settings_Slack_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_updated = /** @type {((inputs?: Admin_Settings_Slack_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_slack_updated(inputs)
	return __en.admin_settings_slack_updated(inputs)
});
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Admin_Settings_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_title = /** @type {((inputs?: Admin_Settings_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_settings_title(inputs)
	return __en.admin_settings_title(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Admin_Table_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_table_actions = /** @type {((inputs?: Admin_Table_ActionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Table_ActionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.admin_table_actions(inputs)
	return __en.admin_table_actions(inputs)
});
/**
* | output |
* | --- |
* | "The request body must be JSON" |
*
* @param {Auth_Api_Body_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_body_not_json = /** @type {((inputs?: Auth_Api_Body_Not_JsonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Body_Not_JsonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_body_not_json(inputs)
	return __en.auth_api_body_not_json(inputs)
});
/**
* | output |
* | --- |
* | "Cross-site request refused" |
*
* @param {Auth_Api_Cross_SiteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_cross_site = /** @type {((inputs?: Auth_Api_Cross_SiteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Cross_SiteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_cross_site(inputs)
	return __en.auth_api_cross_site(inputs)
});
/**
* | output |
* | --- |
* | "Forbidden" |
*
* @param {Auth_Api_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_forbidden = /** @type {((inputs?: Auth_Api_ForbiddenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_ForbiddenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_forbidden(inputs)
	return __en.auth_api_forbidden(inputs)
});
/**
* | output |
* | --- |
* | "This address accepts form posts only (application/x-www-form-urlencoded or multipart/form-data)." |
*
* @param {Auth_Api_Form_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_form_only = /** @type {((inputs?: Auth_Api_Form_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Form_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_form_only(inputs)
	return __en.auth_api_form_only(inputs)
});
/**
* | output |
* | --- |
* | "The form data could not be read. Please submit the form again." |
*
* @param {Auth_Api_Form_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_form_unreadable = /** @type {((inputs?: Auth_Api_Form_UnreadableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Form_UnreadableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_form_unreadable(inputs)
	return __en.auth_api_form_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "Invalid page view" |
*
* @param {Auth_Api_Invalid_Page_ViewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_invalid_page_view = /** @type {((inputs?: Auth_Api_Invalid_Page_ViewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Invalid_Page_ViewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_invalid_page_view(inputs)
	return __en.auth_api_invalid_page_view(inputs)
});
/**
* | output |
* | --- |
* | "Method Not Allowed" |
*
* @param {Auth_Api_Method_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_method_not_allowed = /** @type {((inputs?: Auth_Api_Method_Not_AllowedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Method_Not_AllowedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_method_not_allowed(inputs)
	return __en.auth_api_method_not_allowed(inputs)
});
/**
* | output |
* | --- |
* | "Not Found" |
*
* @param {Auth_Api_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_not_found = /** @type {((inputs?: Auth_Api_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_not_found(inputs)
	return __en.auth_api_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Internal Server Error" |
*
* @param {Auth_Api_Server_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_server_error = /** @type {((inputs?: Auth_Api_Server_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Server_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_server_error(inputs)
	return __en.auth_api_server_error(inputs)
});
/**
* | output |
* | --- |
* | "Unauthorized" |
*
* @param {Auth_Api_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_unauthorized = /** @type {((inputs?: Auth_Api_UnauthorizedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_UnauthorizedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_unauthorized(inputs)
	return __en.auth_api_unauthorized(inputs)
});
/**
* | output |
* | --- |
* | "Validation Error" |
*
* @param {Auth_Api_Validation_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_api_validation_error = /** @type {((inputs?: Auth_Api_Validation_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Api_Validation_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_api_validation_error(inputs)
	return __en.auth_api_validation_error(inputs)
});
/**
* | output |
* | --- |
* | "We couldn't sign you in. Please try again." |
*
* @param {Auth_Callback_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_callback_failed = /** @type {((inputs?: Auth_Callback_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Callback_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_callback_failed(inputs)
	return __en.auth_callback_failed(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Auth_Callback_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_callback_failed_title = /** @type {((inputs?: Auth_Callback_Failed_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Callback_Failed_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_callback_failed_title(inputs)
	return __en.auth_callback_failed_title(inputs)
});
/**
* | output |
* | --- |
* | "Your {group} sign-in code: {code}" |
*
* @param {Auth_Code_Mail_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_code_mail_subject = /** @type {((inputs: Auth_Code_Mail_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Mail_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_code_mail_subject(inputs)
	return __en.auth_code_mail_subject(inputs)
});
/**
* | output |
* | --- |
* | "Your sign-in code is {code} It works once, for 10 minutes. If you did not ask for it, ignore this email. {group}" |
*
* @param {Auth_Code_Mail_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_code_mail_text = /** @type {((inputs: Auth_Code_Mail_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_Mail_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_code_mail_text(inputs)
	return __en.auth_code_mail_text(inputs)
});
/**
* | output |
* | --- |
* | "attempts" |
*
* @param {Auth_Rate_Limit_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_rate_limit_attempts = /** @type {((inputs?: Auth_Rate_Limit_AttemptsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Rate_Limit_AttemptsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_rate_limit_attempts(inputs)
	return __en.auth_rate_limit_attempts(inputs)
});
/**
* | minutesPlural | output |
* | --- | --- |
* | "one" | "Too many {what}. Please wait {minutes} minute and try again." |
* | * | "Too many {what}. Please wait {minutes} minutes and try again." |
*
* @param {Auth_Rate_Limit_WaitInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_rate_limit_wait = /** @type {((inputs: Auth_Rate_Limit_WaitInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Rate_Limit_WaitInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_rate_limit_wait(inputs)
	return __en.auth_rate_limit_wait(inputs)
});
/**
* | output |
* | --- |
* | "New here? Add your name (optional)" |
*
* @param {Auth_Sign_In_Add_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_add_name = /** @type {((inputs?: Auth_Sign_In_Add_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Add_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_add_name(inputs)
	return __en.auth_sign_in_add_name(inputs)
});
/**
* | output |
* | --- |
* | "sign-in attempts" |
*
* @param {Auth_Sign_In_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_attempts = /** @type {((inputs?: Auth_Sign_In_AttemptsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_AttemptsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_attempts(inputs)
	return __en.auth_sign_in_attempts(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in code" |
*
* @param {Auth_Sign_In_CodeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code = /** @type {((inputs?: Auth_Sign_In_CodeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_CodeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_code(inputs)
	return __en.auth_sign_in_code(inputs)
});
/**
* | output |
* | --- |
* | "That code has expired or was already used. Request a new code." |
*
* @param {Auth_Sign_In_Code_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code_expired = /** @type {((inputs?: Auth_Sign_In_Code_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Code_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_code_expired(inputs)
	return __en.auth_sign_in_code_expired(inputs)
});
/**
* | output |
* | --- |
* | "Enter the 6-digit code from the email" |
*
* @param {Auth_Sign_In_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code_invalid = /** @type {((inputs?: Auth_Sign_In_Code_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Code_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_code_invalid(inputs)
	return __en.auth_sign_in_code_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Email is not set up on this server (no SMTP_URL), so the code for {email} was written to the server log. It works once, for 10 minutes." |
*
* @param {Auth_Sign_In_Code_LoggedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code_logged = /** @type {((inputs: Auth_Sign_In_Code_LoggedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Code_LoggedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_code_logged(inputs)
	return __en.auth_sign_in_code_logged(inputs)
});
/**
* | output |
* | --- |
* | "We could not send your sign-in code just now. Please try again in a minute." |
*
* @param {Auth_Sign_In_Code_Not_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code_not_sent = /** @type {((inputs?: Auth_Sign_In_Code_Not_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Code_Not_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_code_not_sent(inputs)
	return __en.auth_sign_in_code_not_sent(inputs)
});
/**
* | output |
* | --- |
* | "We sent a 6-digit code to {email}. It works once, for 10 minutes." |
*
* @param {Auth_Sign_In_Code_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_code_sent = /** @type {((inputs: Auth_Sign_In_Code_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Code_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_code_sent(inputs)
	return __en.auth_sign_in_code_sent(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Auth_Sign_In_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_email = /** @type {((inputs?: Auth_Sign_In_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_email(inputs)
	return __en.auth_sign_in_email(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid email address" |
*
* @param {Auth_Sign_In_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_email_invalid = /** @type {((inputs?: Auth_Sign_In_Email_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Email_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_email_invalid(inputs)
	return __en.auth_sign_in_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Auth_Sign_In_First_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_first_name = /** @type {((inputs?: Auth_Sign_In_First_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_First_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_first_name(inputs)
	return __en.auth_sign_in_first_name(inputs)
});
/**
* | output |
* | --- |
* | "We'll email you a 6-digit code. No password needed." |
*
* @param {Auth_Sign_In_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_intro = /** @type {((inputs?: Auth_Sign_In_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_intro(inputs)
	return __en.auth_sign_in_intro(inputs)
});
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Auth_Sign_In_Last_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_last_name = /** @type {((inputs?: Auth_Sign_In_Last_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Last_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_last_name(inputs)
	return __en.auth_sign_in_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Email me a code" |
*
* @param {Auth_Sign_In_Send_CodeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_send_code = /** @type {((inputs?: Auth_Sign_In_Send_CodeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Send_CodeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_send_code(inputs)
	return __en.auth_sign_in_send_code(inputs)
});
/**
* | output |
* | --- |
* | "Sending code..." |
*
* @param {Auth_Sign_In_SendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_sending = /** @type {((inputs?: Auth_Sign_In_SendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_SendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_sending(inputs)
	return __en.auth_sign_in_sending(inputs)
});
/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Auth_Sign_In_Signing_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_signing_in = /** @type {((inputs?: Auth_Sign_In_Signing_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Signing_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_signing_in(inputs)
	return __en.auth_sign_in_signing_in(inputs)
});
/**
* | output |
* | --- |
* | "Use a different email or get a new code" |
*
* @param {Auth_Sign_In_Start_OverInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_start_over = /** @type {((inputs?: Auth_Sign_In_Start_OverInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Start_OverInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_start_over(inputs)
	return __en.auth_sign_in_start_over(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Auth_Sign_In_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_title = /** @type {((inputs?: Auth_Sign_In_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_title(inputs)
	return __en.auth_sign_in_title(inputs)
});
/**
* | output |
* | --- |
* | "Too many wrong codes. Request a new code." |
*
* @param {Auth_Sign_In_Too_Many_CodesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_too_many_codes = /** @type {((inputs?: Auth_Sign_In_Too_Many_CodesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Too_Many_CodesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_too_many_codes(inputs)
	return __en.auth_sign_in_too_many_codes(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with your provider" |
*
* @param {Auth_Sign_In_Use_ProviderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_use_provider = /** @type {((inputs?: Auth_Sign_In_Use_ProviderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Use_ProviderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_use_provider(inputs)
	return __en.auth_sign_in_use_provider(inputs)
});
/**
* | output |
* | --- |
* | "That code is not right. Check the email and try again." |
*
* @param {Auth_Sign_In_Wrong_CodeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_wrong_code = /** @type {((inputs?: Auth_Sign_In_Wrong_CodeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_Wrong_CodeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_in_wrong_code(inputs)
	return __en.auth_sign_in_wrong_code(inputs)
});
/**
* | output |
* | --- |
* | "Sign out?" |
*
* @param {Auth_Sign_Out_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_out_confirm = /** @type {((inputs?: Auth_Sign_Out_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_Out_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_out_confirm(inputs)
	return __en.auth_sign_out_confirm(inputs)
});
/**
* | output |
* | --- |
* | "This sign-out link did not come from one of our pages, so we ask first. You are still signed in." |
*
* @param {Auth_Sign_Out_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_out_explain = /** @type {((inputs?: Auth_Sign_Out_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_Out_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_out_explain(inputs)
	return __en.auth_sign_out_explain(inputs)
});
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Auth_Sign_Out_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_sign_out_title = /** @type {((inputs?: Auth_Sign_Out_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_Out_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.auth_sign_out_title(inputs)
	return __en.auth_sign_out_title(inputs)
});
/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Common_Access_DeniedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_access_denied = /** @type {((inputs?: Common_Access_DeniedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Access_DeniedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_access_denied(inputs)
	return __en.common_access_denied(inputs)
});
/**
* | output |
* | --- |
* | "Admin access required. Redirecting..." |
*
* @param {Common_Admin_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_admin_only = /** @type {((inputs?: Common_Admin_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Admin_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_admin_only(inputs)
	return __en.common_admin_only(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid date and time" |
*
* @param {Common_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_date_invalid = /** @type {((inputs?: Common_Date_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Date_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_date_invalid(inputs)
	return __en.common_date_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter a date between the years 1 and 9999" |
*
* @param {Common_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_date_range = /** @type {((inputs?: Common_Date_RangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Date_RangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_date_range(inputs)
	return __en.common_date_range(inputs)
});
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Common_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_error = /** @type {((inputs?: Common_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_error(inputs)
	return __en.common_error(inputs)
});
/**
* | output |
* | --- |
* | "{label} must not contain NUL characters" |
*
* @param {Common_Field_NulInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_field_nul = /** @type {((inputs: Common_Field_NulInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Field_NulInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_field_nul(inputs)
	return __en.common_field_nul(inputs)
});
/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Common_Field_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_field_required = /** @type {((inputs: Common_Field_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Field_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_field_required(inputs)
	return __en.common_field_required(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be at most {max} characters" |
*
* @param {Common_Field_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_field_too_long = /** @type {((inputs: Common_Field_Too_LongInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Field_Too_LongInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_field_too_long(inputs)
	return __en.common_field_too_long(inputs)
});
/**
* | output |
* | --- |
* | "An id must be a whole number from 1 to {max}" |
*
* @param {Common_Id_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_id_invalid = /** @type {((inputs: Common_Id_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Id_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_id_invalid(inputs)
	return __en.common_id_invalid(inputs)
});
/**
* | output |
* | --- |
* | "You are the only admin. Make another member an admin before deleting your account." |
*
* @param {Common_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_last_admin = /** @type {((inputs?: Common_Last_AdminInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Last_AdminInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_last_admin(inputs)
	return __en.common_last_admin(inputs)
});
/**
* | output |
* | --- |
* | "Failed to create listing. Please try again." |
*
* @param {Common_Listing_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_listing_create_failed = /** @type {((inputs?: Common_Listing_Create_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Listing_Create_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_listing_create_failed(inputs)
	return __en.common_listing_create_failed(inputs)
});
/**
* | output |
* | --- |
* | "Failed to update listing. Please try again." |
*
* @param {Common_Listing_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_listing_update_failed = /** @type {((inputs?: Common_Listing_Update_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Listing_Update_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_listing_update_failed(inputs)
	return __en.common_listing_update_failed(inputs)
});
/**
* | output |
* | --- |
* | "You are logged out. Logging in again..." |
*
* @param {Common_Logged_OutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_logged_out = /** @type {((inputs?: Common_Logged_OutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Logged_OutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_logged_out(inputs)
	return __en.common_logged_out(inputs)
});
/**
* | output |
* | --- |
* | "Login Required" |
*
* @param {Common_Login_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_login_required = /** @type {((inputs?: Common_Login_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_login_required(inputs)
	return __en.common_login_required(inputs)
});
/**
* | vowel | output |
* | --- | --- |
* | "yes" | "Enter an {label} with at most two decimals, like 45.50" |
* | * | "Enter a {label} with at most two decimals, like 45.50" |
*
* @param {Common_Money_DecimalsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_money_decimals = /** @type {((inputs: Common_Money_DecimalsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Money_DecimalsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_money_decimals(inputs)
	return __en.common_money_decimals(inputs)
});
/**
* | vowel | output |
* | --- | --- |
* | "yes" | "Enter an {label} like 45.00" |
* | * | "Enter a {label} like 45.00" |
*
* @param {Common_Money_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_money_invalid = /** @type {((inputs: Common_Money_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Money_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_money_invalid(inputs)
	return __en.common_money_invalid(inputs)
});
/**
* | output |
* | --- |
* | "The {label} cannot be negative" |
*
* @param {Common_Money_NegativeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_money_negative = /** @type {((inputs: Common_Money_NegativeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Money_NegativeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_money_negative(inputs)
	return __en.common_money_negative(inputs)
});
/**
* | vowel | output |
* | --- | --- |
* | "yes" | "Enter an {label} below 100,000,000" |
* | * | "Enter a {label} below 100,000,000" |
*
* @param {Common_Money_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_money_too_large = /** @type {((inputs: Common_Money_Too_LargeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Money_Too_LargeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_money_too_large(inputs)
	return __en.common_money_too_large(inputs)
});
/**
* | output |
* | --- |
* | "The same request is still being processed. Please wait a moment and try again." |
*
* @param {Common_Once_Key_BusyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_once_key_busy = /** @type {((inputs?: Common_Once_Key_BusyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Once_Key_BusyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_once_key_busy(inputs)
	return __en.common_once_key_busy(inputs)
});
/**
* | output |
* | --- |
* | "This one-time key was already used for a different request. Reload the page and try again." |
*
* @param {Common_Once_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_once_key_reused = /** @type {((inputs?: Common_Once_Key_ReusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Once_Key_ReusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_once_key_reused(inputs)
	return __en.common_once_key_reused(inputs)
});
/**
* | output |
* | --- |
* | "The one-time key (Idempotency-Key) is too long: 255 characters at most." |
*
* @param {Common_Once_Key_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_once_key_too_long = /** @type {((inputs?: Common_Once_Key_Too_LongInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Once_Key_Too_LongInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_once_key_too_long(inputs)
	return __en.common_once_key_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Please log in to view your profile." |
*
* @param {Common_Profile_Logged_OutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_profile_logged_out = /** @type {((inputs?: Common_Profile_Logged_OutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Profile_Logged_OutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_profile_logged_out(inputs)
	return __en.common_profile_logged_out(inputs)
});
/**
* | output |
* | --- |
* | "Scroll sideways to see every column." |
*
* @param {Common_Scroll_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_scroll_hint = /** @type {((inputs?: Common_Scroll_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Scroll_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_scroll_hint(inputs)
	return __en.common_scroll_hint(inputs)
});
/**
* | output |
* | --- |
* | "Please log in to create a ticket listing." |
*
* @param {Common_Ticket_Login_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_ticket_login_required = /** @type {((inputs?: Common_Ticket_Login_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Ticket_Login_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_ticket_login_required(inputs)
	return __en.common_ticket_login_required(inputs)
});
/**
* | output |
* | --- |
* | "Unauthorized" |
*
* @param {Common_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_unauthorized = /** @type {((inputs?: Common_UnauthorizedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_UnauthorizedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_unauthorized(inputs)
	return __en.common_unauthorized(inputs)
});
/**
* | output |
* | --- |
* | "Unknown action." |
*
* @param {Common_Unknown_ActionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_unknown_action = /** @type {((inputs?: Common_Unknown_ActionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Unknown_ActionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_unknown_action(inputs)
	return __en.common_unknown_action(inputs)
});
/**
* | output |
* | --- |
* | "Enter a web address starting with http:// or https://" |
*
* @param {Common_Url_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_url_invalid = /** @type {((inputs?: Common_Url_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Url_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_url_invalid(inputs)
	return __en.common_url_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Web address" |
*
* @param {Common_Url_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const common_url_label = /** @type {((inputs?: Common_Url_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Url_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.common_url_label(inputs)
	return __en.common_url_label(inputs)
});
/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Site_Error_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_error_back_home = /** @type {((inputs?: Site_Error_Back_HomeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Error_Back_HomeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_error_back_home(inputs)
	return __en.site_error_back_home(inputs)
});
/**
* | output |
* | --- |
* | "Sorry, we couldn't show this page right now. Please try again in a moment." |
*
* @param {Site_Error_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_error_body = /** @type {((inputs?: Site_Error_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Error_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_error_body(inputs)
	return __en.site_error_body(inputs)
});
/**
* | output |
* | --- |
* | "You don't have permission to see this page." |
*
* @param {Site_Error_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_error_forbidden = /** @type {((inputs?: Site_Error_ForbiddenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Error_ForbiddenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_error_forbidden(inputs)
	return __en.site_error_forbidden(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong" |
*
* @param {Site_Error_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_error_heading = /** @type {((inputs?: Site_Error_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Error_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_error_heading(inputs)
	return __en.site_error_heading(inputs)
});
/**
* | output |
* | --- |
* | "We couldn't find that page. It may have moved, or the link may be mistyped." |
*
* @param {Site_Error_Not_Found_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_error_not_found_body = /** @type {((inputs?: Site_Error_Not_Found_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Error_Not_Found_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_error_not_found_body(inputs)
	return __en.site_error_not_found_body(inputs)
});
/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Site_Error_Not_Found_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_error_not_found_heading = /** @type {((inputs?: Site_Error_Not_Found_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Error_Not_Found_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_error_not_found_heading(inputs)
	return __en.site_error_not_found_heading(inputs)
});
/**
* | output |
* | --- |
* | "404 Page Not Found" |
*
* @param {Site_Error_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_error_not_found_title = /** @type {((inputs?: Site_Error_Not_Found_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Error_Not_Found_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_error_not_found_title(inputs)
	return __en.site_error_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Something went wrong \| {groupName}" |
*
* @param {Site_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_error_title = /** @type {((inputs: Site_Error_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Error_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_error_title(inputs)
	return __en.site_error_title(inputs)
});
/**
* | output |
* | --- |
* | "An independent supporters group of {clubName}, based in {contactCity}." |
*
* @param {Site_Footer_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_about = /** @type {((inputs: Site_Footer_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_about(inputs)
	return __en.site_footer_about(inputs)
});
/**
* | output |
* | --- |
* | "Away Days" |
*
* @param {Site_Footer_Away_DaysInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_away_days = /** @type {((inputs?: Site_Footer_Away_DaysInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Away_DaysInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_away_days(inputs)
	return __en.site_footer_away_days(inputs)
});
/**
* | output |
* | --- |
* | "Buy & Sell Tickets" |
*
* @param {Site_Footer_Buy_Sell_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_buy_sell_tickets = /** @type {((inputs?: Site_Footer_Buy_Sell_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Buy_Sell_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_buy_sell_tickets(inputs)
	return __en.site_footer_buy_sell_tickets(inputs)
});
/**
* | output |
* | --- |
* | "(by email)" |
*
* @param {Site_Footer_By_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_by_email = /** @type {((inputs?: Site_Footer_By_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_By_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_by_email(inputs)
	return __en.site_footer_by_email(inputs)
});
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Site_Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_contact = /** @type {((inputs?: Site_Footer_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_contact(inputs)
	return __en.site_footer_contact(inputs)
});
/**
* | output |
* | --- |
* | "{groupName} is an independent, volunteer-run non-profit supporters group, not affiliated with {clubName}." |
*
* @param {Site_Footer_DisclaimerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_disclaimer = /** @type {((inputs: Site_Footer_DisclaimerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_DisclaimerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_disclaimer(inputs)
	return __en.site_footer_disclaimer(inputs)
});
/**
* | output |
* | --- |
* | "Email Preferences" |
*
* @param {Site_Footer_Email_PreferencesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_email_preferences = /** @type {((inputs?: Site_Footer_Email_PreferencesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Email_PreferencesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_email_preferences(inputs)
	return __en.site_footer_email_preferences(inputs)
});
/**
* | output |
* | --- |
* | "Manage Profile" |
*
* @param {Site_Footer_Manage_ProfileInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_manage_profile = /** @type {((inputs?: Site_Footer_Manage_ProfileInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Manage_ProfileInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_manage_profile(inputs)
	return __en.site_footer_manage_profile(inputs)
});
/**
* | output |
* | --- |
* | "Member Resources" |
*
* @param {Site_Footer_Member_ResourcesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_member_resources = /** @type {((inputs?: Site_Footer_Member_ResourcesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Member_ResourcesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_member_resources(inputs)
	return __en.site_footer_member_resources(inputs)
});
/**
* | output |
* | --- |
* | "Member since {date}" |
*
* @param {Site_Footer_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_member_since = /** @type {((inputs: Site_Footer_Member_SinceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Member_SinceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_member_since(inputs)
	return __en.site_footer_member_since(inputs)
});
/**
* | output |
* | --- |
* | "Membership Info" |
*
* @param {Site_Footer_Membership_InfoInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_membership_info = /** @type {((inputs?: Site_Footer_Membership_InfoInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Membership_InfoInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_membership_info(inputs)
	return __en.site_footer_membership_info(inputs)
});
/**
* | output |
* | --- |
* | "Board Meeting Minutes" |
*
* @param {Site_Footer_MinutesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_minutes = /** @type {((inputs?: Site_Footer_MinutesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_MinutesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_minutes(inputs)
	return __en.site_footer_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Board Meeting Minutes request" |
*
* @param {Site_Footer_Minutes_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_minutes_subject = /** @type {((inputs?: Site_Footer_Minutes_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Minutes_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_minutes_subject(inputs)
	return __en.site_footer_minutes_subject(inputs)
});
/**
* | output |
* | --- |
* | "My Volunteer Shifts" |
*
* @param {Site_Footer_My_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_my_shifts = /** @type {((inputs?: Site_Footer_My_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_My_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_my_shifts(inputs)
	return __en.site_footer_my_shifts(inputs)
});
/**
* | output |
* | --- |
* | "Order Tracking" |
*
* @param {Site_Footer_Order_TrackingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_order_tracking = /** @type {((inputs?: Site_Footer_Order_TrackingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Order_TrackingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_order_tracking(inputs)
	return __en.site_footer_order_tracking(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Site_Footer_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_privacy_policy = /** @type {((inputs?: Site_Footer_Privacy_PolicyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Privacy_PolicyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_privacy_policy(inputs)
	return __en.site_footer_privacy_policy(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Settings" |
*
* @param {Site_Footer_Privacy_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_privacy_settings = /** @type {((inputs?: Site_Footer_Privacy_SettingsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Privacy_SettingsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_privacy_settings(inputs)
	return __en.site_footer_privacy_settings(inputs)
});
/**
* | output |
* | --- |
* | "Quick Links" |
*
* @param {Site_Footer_Quick_LinksInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_quick_links = /** @type {((inputs?: Site_Footer_Quick_LinksInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Quick_LinksInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_quick_links(inputs)
	return __en.site_footer_quick_links(inputs)
});
/**
* | output |
* | --- |
* | "Financial Reports" |
*
* @param {Site_Footer_ReportsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_reports = /** @type {((inputs?: Site_Footer_ReportsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_ReportsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_reports(inputs)
	return __en.site_footer_reports(inputs)
});
/**
* | output |
* | --- |
* | "Financial Reports request" |
*
* @param {Site_Footer_Reports_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_reports_subject = /** @type {((inputs?: Site_Footer_Reports_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Reports_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_reports_subject(inputs)
	return __en.site_footer_reports_subject(inputs)
});
/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Site_Footer_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_sign_out = /** @type {((inputs?: Site_Footer_Sign_OutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Sign_OutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_sign_out(inputs)
	return __en.site_footer_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Terms of Use" |
*
* @param {Site_Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_terms = /** @type {((inputs?: Site_Footer_TermsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_TermsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_terms(inputs)
	return __en.site_footer_terms(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer Opportunities" |
*
* @param {Site_Footer_Volunteer_OpportunitiesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_volunteer_opportunities = /** @type {((inputs?: Site_Footer_Volunteer_OpportunitiesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Volunteer_OpportunitiesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_volunteer_opportunities(inputs)
	return __en.site_footer_volunteer_opportunities(inputs)
});
/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Site_Footer_Your_AccountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_footer_your_account = /** @type {((inputs?: Site_Footer_Your_AccountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Your_AccountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_footer_your_account(inputs)
	return __en.site_footer_your_account(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Site_Language_SwitchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_language_switch = /** @type {((inputs?: Site_Language_SwitchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Language_SwitchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_language_switch(inputs)
	return __en.site_language_switch(inputs)
});
/**
* | output |
* | --- |
* | "Choose one of the languages listed." |
*
* @param {Site_Language_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_language_unknown = /** @type {((inputs?: Site_Language_UnknownInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Language_UnknownInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_language_unknown(inputs)
	return __en.site_language_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Site_Nav_AdminInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_admin = /** @type {((inputs?: Site_Nav_AdminInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_AdminInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_admin(inputs)
	return __en.site_nav_admin(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Cart, {count} item" |
* | * | "Cart, {count} items" |
*
* @param {Site_Nav_CartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_cart = /** @type {((inputs: Site_Nav_CartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_CartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_cart(inputs)
	return __en.site_nav_cart(inputs)
});
/**
* | output |
* | --- |
* | "Events" |
*
* @param {Site_Nav_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_events = /** @type {((inputs?: Site_Nav_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_events(inputs)
	return __en.site_nav_events(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Site_Nav_HomeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_home = /** @type {((inputs?: Site_Nav_HomeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_HomeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_home(inputs)
	return __en.site_nav_home(inputs)
});
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Site_Nav_LoginInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_login = /** @type {((inputs?: Site_Nav_LoginInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_LoginInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_login(inputs)
	return __en.site_nav_login(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Site_Nav_MainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_main = /** @type {((inputs?: Site_Nav_MainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_MainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_main(inputs)
	return __en.site_nav_main(inputs)
});
/**
* | output |
* | --- |
* | "Menu" |
*
* @param {Site_Nav_MenuInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_menu = /** @type {((inputs?: Site_Nav_MenuInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_MenuInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_menu(inputs)
	return __en.site_nav_menu(inputs)
});
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Site_Nav_ProfileInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_profile = /** @type {((inputs?: Site_Nav_ProfileInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_ProfileInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_profile(inputs)
	return __en.site_nav_profile(inputs)
});
/**
* | output |
* | --- |
* | "Shop" |
*
* @param {Site_Nav_ShopInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_shop = /** @type {((inputs?: Site_Nav_ShopInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_ShopInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_shop(inputs)
	return __en.site_nav_shop(inputs)
});
/**
* | output |
* | --- |
* | "Ticket Exchange" |
*
* @param {Site_Nav_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_tickets = /** @type {((inputs?: Site_Nav_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_tickets(inputs)
	return __en.site_nav_tickets(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer" |
*
* @param {Site_Nav_VolunteerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_nav_volunteer = /** @type {((inputs?: Site_Nav_VolunteerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Nav_VolunteerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_nav_volunteer(inputs)
	return __en.site_nav_volunteer(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Site_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_skip_to_content = /** @type {((inputs?: Site_Skip_To_ContentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Skip_To_ContentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_skip_to_content(inputs)
	return __en.site_skip_to_content(inputs)
});