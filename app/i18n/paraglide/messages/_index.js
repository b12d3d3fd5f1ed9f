/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __de from "./de.js"
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
* | "About us" |
*
* @param {Site_Home_About_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_about_heading = /** @type {((inputs?: Site_Home_About_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_About_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_about_heading(inputs)
	return __en.site_home_about_heading(inputs)
});
/**
* | output |
* | --- |
* | "Independent supporters group: matches, watch parties, merch and more." |
*
* @param {Site_Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_description = /** @type {((inputs?: Site_Home_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_description(inputs)
	return __en.site_home_description(inputs)
});
/**
* | output |
* | --- |
* | "All events →" |
*
* @param {Site_Home_Events_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_events_all = /** @type {((inputs?: Site_Home_Events_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Events_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_events_all(inputs)
	return __en.site_home_events_all(inputs)
});
/**
* | output |
* | --- |
* | "No upcoming events yet — check back soon." |
*
* @param {Site_Home_Events_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_events_empty = /** @type {((inputs?: Site_Home_Events_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Events_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_events_empty(inputs)
	return __en.site_home_events_empty(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming events" |
*
* @param {Site_Home_Events_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_events_heading = /** @type {((inputs?: Site_Home_Events_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Events_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_events_heading(inputs)
	return __en.site_home_events_heading(inputs)
});
/**
* | output |
* | --- |
* | "The independent supporters group of {clubName}. Matches, watch parties, travel and community — together." |
*
* @param {Site_Home_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_intro = /** @type {((inputs: Site_Home_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_intro(inputs)
	return __en.site_home_intro(inputs)
});
/**
* | output |
* | --- |
* | "Become a member" |
*
* @param {Site_Home_JoinInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_join = /** @type {((inputs?: Site_Home_JoinInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_JoinInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_join(inputs)
	return __en.site_home_join(inputs)
});
/**
* | output |
* | --- |
* | "New merchandise is on its way." |
*
* @param {Site_Home_Shop_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_shop_empty = /** @type {((inputs?: Site_Home_Shop_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Shop_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_shop_empty(inputs)
	return __en.site_home_shop_empty(inputs)
});
/**
* | output |
* | --- |
* | "From the shop" |
*
* @param {Site_Home_Shop_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_shop_heading = /** @type {((inputs?: Site_Home_Shop_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Shop_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_shop_heading(inputs)
	return __en.site_home_shop_heading(inputs)
});
/**
* | output |
* | --- |
* | "Visit the shop →" |
*
* @param {Site_Home_Shop_VisitInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_shop_visit = /** @type {((inputs?: Site_Home_Shop_VisitInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Shop_VisitInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_shop_visit(inputs)
	return __en.site_home_shop_visit(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Site_Home_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_title = /** @type {((inputs?: Site_Home_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_title(inputs)
	return __en.site_home_title(inputs)
});
/**
* | output |
* | --- |
* | "Food drives, youth clinics and park clean-ups: we show up for our city, not just on match day." |
*
* @param {Site_Home_Value_Community_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_community_text = /** @type {((inputs?: Site_Home_Value_Community_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Community_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_value_community_text(inputs)
	return __en.site_home_value_community_text(inputs)
});
/**
* | output |
* | --- |
* | "Part of the community" |
*
* @param {Site_Home_Value_Community_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_community_title = /** @type {((inputs?: Site_Home_Value_Community_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Community_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_value_community_title(inputs)
	return __en.site_home_value_community_title(inputs)
});
/**
* | output |
* | --- |
* | "Home or away, we fill the stands with songs, flags and colour — and we travel together." |
*
* @param {Site_Home_Value_Loud_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_loud_text = /** @type {((inputs?: Site_Home_Value_Loud_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Loud_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_value_loud_text(inputs)
	return __en.site_home_value_loud_text(inputs)
});
/**
* | output |
* | --- |
* | "Loud and proud" |
*
* @param {Site_Home_Value_Loud_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_loud_title = /** @type {((inputs?: Site_Home_Value_Loud_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Loud_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_value_loud_title(inputs)
	return __en.site_home_value_loud_title(inputs)
});
/**
* | output |
* | --- |
* | "We are independent, non-profit and volunteer-run. Every member has a voice and a vote." |
*
* @param {Site_Home_Value_Run_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_run_text = /** @type {((inputs?: Site_Home_Value_Run_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Run_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_value_run_text(inputs)
	return __en.site_home_value_run_text(inputs)
});
/**
* | output |
* | --- |
* | "Run by supporters" |
*
* @param {Site_Home_Value_Run_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_home_value_run_title = /** @type {((inputs?: Site_Home_Value_Run_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Home_Value_Run_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_home_value_run_title(inputs)
	return __en.site_home_value_run_title(inputs)
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
* | "Table of contents" |
*
* @param {Site_Legal_ContentsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_legal_contents = /** @type {((inputs?: Site_Legal_ContentsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Legal_ContentsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_legal_contents(inputs)
	return __en.site_legal_contents(inputs)
});
/**
* | output |
* | --- |
* | "In short:" |
*
* @param {Site_Legal_In_ShortInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_legal_in_short = /** @type {((inputs?: Site_Legal_In_ShortInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Legal_In_ShortInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_legal_in_short(inputs)
	return __en.site_legal_in_short(inputs)
});
/**
* | output |
* | --- |
* | "Last updated" |
*
* @param {Site_Legal_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_legal_last_updated = /** @type {((inputs?: Site_Legal_Last_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Legal_Last_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_legal_last_updated(inputs)
	return __en.site_legal_last_updated(inputs)
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
* | ". It may have moved, or the link may be mistyped." |
*
* @param {Site_Not_Found_AfterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_not_found_after = /** @type {((inputs?: Site_Not_Found_AfterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Not_Found_AfterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_not_found_after(inputs)
	return __en.site_not_found_after(inputs)
});
/**
* | output |
* | --- |
* | "There is nothing at" |
*
* @param {Site_Not_Found_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_not_found_before = /** @type {((inputs?: Site_Not_Found_BeforeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Not_Found_BeforeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_not_found_before(inputs)
	return __en.site_not_found_before(inputs)
});
/**
* | output |
* | --- |
* | "See upcoming events" |
*
* @param {Site_Not_Found_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_not_found_events = /** @type {((inputs?: Site_Not_Found_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Not_Found_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_not_found_events(inputs)
	return __en.site_not_found_events(inputs)
});
/**
* | output |
* | --- |
* | "Go home" |
*
* @param {Site_Not_Found_HomeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_not_found_home = /** @type {((inputs?: Site_Not_Found_HomeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Not_Found_HomeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_not_found_home(inputs)
	return __en.site_not_found_home(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Site_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_privacy_title = /** @type {((inputs?: Site_Privacy_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_privacy_title(inputs)
	return __en.site_privacy_title(inputs)
});
/**
* | output |
* | --- |
* | "{groupName}, the independent supporters group of {clubName}" |
*
* @param {Site_Share_Card_AltInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_share_card_alt = /** @type {((inputs: Site_Share_Card_AltInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Share_Card_AltInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_share_card_alt(inputs)
	return __en.site_share_card_alt(inputs)
});
/**
* | output |
* | --- |
* | "Matches, watch parties, away days and merch" |
*
* @param {Site_Share_Card_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_share_card_subtitle = /** @type {((inputs?: Site_Share_Card_SubtitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Share_Card_SubtitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_share_card_subtitle(inputs)
	return __en.site_share_card_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Independent supporters group of {clubName}" |
*
* @param {Site_Share_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_share_card_title = /** @type {((inputs: Site_Share_Card_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Share_Card_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_share_card_title(inputs)
	return __en.site_share_card_title(inputs)
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
/**
* | output |
* | --- |
* | "Terms of Use" |
*
* @param {Site_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_terms_title = /** @type {((inputs?: Site_Terms_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Terms_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_terms_title(inputs)
	return __en.site_terms_title(inputs)
});
/**
* | output |
* | --- |
* | "These were waiting for signal and could not be sent yet. Signing out now drops them from this device:" |
*
* @param {Site_Worker_Not_Sent_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_not_sent_body = /** @type {((inputs?: Site_Worker_Not_Sent_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Not_Sent_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_not_sent_body(inputs)
	return __en.site_worker_not_sent_body(inputs)
});
/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Site_Worker_Not_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_not_sent_title = /** @type {((inputs?: Site_Worker_Not_Sent_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Not_Sent_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_not_sent_title(inputs)
	return __en.site_worker_not_sent_title(inputs)
});
/**
* | output |
* | --- |
* | "This page is not saved on this device, and nothing else is yet: pages you open with signal are kept for when there is none." |
*
* @param {Site_Worker_Offline_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_offline_none = /** @type {((inputs?: Site_Worker_Offline_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Offline_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_offline_none(inputs)
	return __en.site_worker_offline_none(inputs)
});
/**
* | output |
* | --- |
* | "This page is not saved on this device. These are:" |
*
* @param {Site_Worker_Offline_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_offline_saved = /** @type {((inputs?: Site_Worker_Offline_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Offline_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_offline_saved(inputs)
	return __en.site_worker_offline_saved(inputs)
});
/**
* | output |
* | --- |
* | "You're offline" |
*
* @param {Site_Worker_Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_offline_title = /** @type {((inputs?: Site_Worker_Offline_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Offline_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_offline_title(inputs)
	return __en.site_worker_offline_title(inputs)
});
/**
* | kind | output |
* | --- | --- |
* | "rsvp" | "No signal — your RSVP will be sent when you're back online" |
* | "signup" | "No signal — your sign-up will be sent when you're back online" |
* | "shift" | "No signal — your shift cancellation will be sent when you're back online" |
* | "message" | "No signal — your message will be sent when you're back online" |
* | "listing" | "No signal — your listing will be sent when you're back online" |
* | "order" | "No signal — your order will be sent when you're back online" |
* | "cart" | "No signal — your cart update will be sent when you're back online" |
* | * | "No signal — this will be sent when you're back online" |
*
* @param {Site_Worker_QueueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_queue = /** @type {((inputs: Site_Worker_QueueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_QueueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_queue(inputs)
	return __en.site_worker_queue(inputs)
});
/**
* | output |
* | --- |
* | "Saved at {time} — you're offline" |
*
* @param {Site_Worker_Saved_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_saved_offline = /** @type {((inputs: Site_Worker_Saved_OfflineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Saved_OfflineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_saved_offline(inputs)
	return __en.site_worker_saved_offline(inputs)
});
/**
* | output |
* | --- |
* | "Saved at {time} — updating" |
*
* @param {Site_Worker_Saved_UpdatingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_saved_updating = /** @type {((inputs: Site_Worker_Saved_UpdatingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Saved_UpdatingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_saved_updating(inputs)
	return __en.site_worker_saved_updating(inputs)
});
/**
* | output |
* | --- |
* | "Sign out anyway" |
*
* @param {Site_Worker_Sign_Out_AnywayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_sign_out_anyway = /** @type {((inputs?: Site_Worker_Sign_Out_AnywayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Sign_Out_AnywayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_sign_out_anyway(inputs)
	return __en.site_worker_sign_out_anyway(inputs)
});
/**
* | output |
* | --- |
* | "Stay signed in" |
*
* @param {Site_Worker_StayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_stay = /** @type {((inputs?: Site_Worker_StayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_StayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_stay(inputs)
	return __en.site_worker_stay(inputs)
});
/**
* | output |
* | --- |
* | ": they are sent when the signal is back." |
*
* @param {Site_Worker_Stay_AfterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_stay_after = /** @type {((inputs?: Site_Worker_Stay_AfterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Stay_AfterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_stay_after(inputs)
	return __en.site_worker_stay_after(inputs)
});
/**
* | kind | output |
* | --- | --- |
* | "rsvp" | "Your RSVP on {page}" |
* | "signup" | "Your sign-up on {page}" |
* | "shift" | "Your shift cancellation on {page}" |
* | "message" | "Your message on {page}" |
* | "listing" | "Your listing on {page}" |
* | "order" | "Your order on {page}" |
* | "cart" | "Your cart update on {page}" |
* | * | "Your change on {page}" |
*
* @param {Site_Worker_UnsentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_unsent = /** @type {((inputs: Site_Worker_UnsentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_UnsentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_unsent(inputs)
	return __en.site_worker_unsent(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} waiting to send" |
* | * | "{count} waiting to send" |
*
* @param {Site_Worker_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_waiting = /** @type {((inputs: Site_Worker_WaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_WaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.site_worker_waiting(inputs)
	return __en.site_worker_waiting(inputs)
});