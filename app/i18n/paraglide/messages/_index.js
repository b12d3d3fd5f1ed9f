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
/** @typedef {{}} Shop_Add_To_CartInputs */
/** @typedef {{}} Shop_Add_To_Cart_PendingInputs */
/** @typedef {{}} Shop_Added_To_CartInputs */
/** @typedef {{}} Shop_Back_To_ShopInputs */
/** @typedef {{}} Shop_Cart_BrowseInputs */
/** @typedef {{}} Shop_Cart_ContinueInputs */
/** @typedef {{}} Shop_Cart_EmptyInputs */
/** @typedef {{}} Shop_Cart_Item_FallbackInputs */
/** @typedef {{}} Shop_Cart_Item_RemovedInputs */
/** @typedef {{}} Shop_Cart_Items_HeadingInputs */
/** @typedef {{ price: NonNullable<unknown> }} Shop_Cart_Line_EachInputs */
/** @typedef {{ price: NonNullable<unknown> }} Shop_Cart_Line_Per_YearInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shop_Cart_Line_QuantityInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown> }} Shop_Cart_Line_Quantity_SizedInputs */
/** @typedef {{}} Shop_Cart_Line_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shop_Cart_Line_Remove_LabelInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown> }} Shop_Cart_Line_Remove_SizedInputs */
/** @typedef {{}} Shop_Cart_Line_RemovingInputs */
/** @typedef {{ size: NonNullable<unknown> }} Shop_Cart_Line_SizeInputs */
/** @typedef {{}} Shop_Cart_Line_TotalInputs */
/** @typedef {{}} Shop_Cart_Line_UnavailableInputs */
/** @typedef {{}} Shop_Cart_Line_UpdateInputs */
/** @typedef {{}} Shop_Cart_Line_UpdatingInputs */
/** @typedef {{}} Shop_Cart_Membership_CheckoutInputs */
/** @typedef {{}} Shop_Cart_Membership_NoteInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Shop_Cart_Quantity_UpdatedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shop_Cart_Remove_UnavailableInputs */
/** @typedef {{}} Shop_Cart_TitleInputs */
/** @typedef {{}} Shop_Cart_TotalInputs */
/** @typedef {{}} Shop_Cart_UpdatedInputs */
/** @typedef {{}} Shop_Categories_LabelInputs */
/** @typedef {{}} Shop_Category_AllInputs */
/** @typedef {{}} Shop_Category_LabelInputs */
/** @typedef {{}} Shop_Checkout_ButtonInputs */
/** @typedef {{}} Shop_Checkout_Cart_ChangedInputs */
/** @typedef {{}} Shop_Checkout_Cart_LinkInputs */
/** @typedef {{}} Shop_Checkout_Change_CartInputs */
/** @typedef {{}} Shop_Checkout_Choose_CountryInputs */
/** @typedef {{}} Shop_Checkout_Continue_To_PaymentInputs */
/** @typedef {{}} Shop_Checkout_Email_InvalidInputs */
/** @typedef {{}} Shop_Checkout_EmptyInputs */
/** @typedef {{}} Shop_Checkout_Empty_HintInputs */
/** @typedef {{}} Shop_Checkout_Field_AddressInputs */
/** @typedef {{}} Shop_Checkout_Field_Address2Inputs */
/** @typedef {{}} Shop_Checkout_Field_CityInputs */
/** @typedef {{}} Shop_Checkout_Field_CountryInputs */
/** @typedef {{}} Shop_Checkout_Field_EmailInputs */
/** @typedef {{}} Shop_Checkout_Field_First_NameInputs */
/** @typedef {{}} Shop_Checkout_Field_Last_NameInputs */
/** @typedef {{}} Shop_Checkout_Field_NameInputs */
/** @typedef {{}} Shop_Checkout_Field_PhoneInputs */
/** @typedef {{}} Shop_Checkout_Field_RegionInputs */
/** @typedef {{}} Shop_Checkout_Field_ZipInputs */
/** @typedef {{ size: NonNullable<unknown> }} Shop_Checkout_Line_SizeInputs */
/** @typedef {{}} Shop_Checkout_Membership_In_CartInputs */
/** @typedef {{}} Shop_Checkout_Membership_LinkInputs */
/** @typedef {{ membership: NonNullable<unknown>, cart: NonNullable<unknown> }} Shop_Checkout_Membership_NoteInputs */
/** @typedef {{}} Shop_Checkout_No_Pickup_EventsInputs */
/** @typedef {{}} Shop_Checkout_OptionalInputs */
/** @typedef {{}} Shop_Checkout_Pay_By_CardInputs */
/** @typedef {{}} Shop_Checkout_Pay_LaterInputs */
/** @typedef {{}} Shop_Checkout_Payment_Not_StartedInputs */
/** @typedef {{}} Shop_Checkout_Phone_InvalidInputs */
/** @typedef {{}} Shop_Checkout_Pickup_EventInputs */
/** @typedef {{}} Shop_Checkout_Pickup_HintInputs */
/** @typedef {{}} Shop_Checkout_Pickup_Not_OfferedInputs */
/** @typedef {{}} Shop_Checkout_Pickup_Not_UpcomingInputs */
/** @typedef {{}} Shop_Checkout_Pickup_RequiredInputs */
/** @typedef {{}} Shop_Checkout_Place_OrderInputs */
/** @typedef {{}} Shop_Checkout_Placed_DescriptionInputs */
/** @typedef {{}} Shop_Checkout_Placed_TitleInputs */
/** @typedef {{}} Shop_Checkout_PlacingInputs */
/** @typedef {{}} Shop_Checkout_Shipping_AddressInputs */
/** @typedef {{}} Shop_Checkout_Shipping_HintInputs */
/** @typedef {{}} Shop_Checkout_SummaryInputs */
/** @typedef {{}} Shop_Checkout_TitleInputs */
/** @typedef {{ cart: NonNullable<unknown> }} Shop_Checkout_UnavailableInputs */
/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Shop_Checkout_Unavailable_NamesInputs */
/** @typedef {{}} Shop_Checkout_Your_DetailsInputs */
/** @typedef {{}} Shop_Complete_Awaiting_CardInputs */
/** @typedef {{ email: NonNullable<unknown> }} Shop_Complete_ConfirmationInputs */
/** @typedef {{}} Shop_Complete_FollowInputs */
/** @typedef {{ signIn: NonNullable<unknown>, email: NonNullable<unknown>, tracking: NonNullable<unknown> }} Shop_Complete_Follow_GuestInputs */
/** @typedef {{ size: NonNullable<unknown> }} Shop_Complete_Line_SizeInputs */
/** @typedef {{}} Shop_Complete_Nothing_To_PayInputs */
/** @typedef {{}} Shop_Complete_Opening_StripeInputs */
/** @typedef {{}} Shop_Complete_Order_TrackingInputs */
/** @typedef {{}} Shop_Complete_PaidInputs */
/** @typedef {{}} Shop_Complete_Pay_LaterInputs */
/** @typedef {{}} Shop_Complete_Payment_Already_MadeInputs */
/** @typedef {{}} Shop_Complete_Payment_Link_ExpiredInputs */
/** @typedef {{}} Shop_Complete_Payment_Not_ResumedInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, location: NonNullable<unknown> }} Shop_Complete_PickupInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shop_Complete_Shipping_ToInputs */
/** @typedef {{}} Shop_Complete_Sign_InInputs */
/** @typedef {{ status: NonNullable<unknown> }} Shop_Complete_StatusInputs */
/** @typedef {{}} Shop_Complete_Thanks_HeadingInputs */
/** @typedef {{}} Shop_Complete_TitleInputs */
/** @typedef {{}} Shop_Complete_Waiting_HeadingInputs */
/** @typedef {{}} Shop_DescriptionInputs */
/** @typedef {{}} Shop_Fulfillment_PickupInputs */
/** @typedef {{}} Shop_Fulfillment_PodInputs */
/** @typedef {{ name: NonNullable<unknown>, index: NonNullable<unknown>, count: NonNullable<unknown> }} Shop_Gallery_Photo_AltInputs */
/** @typedef {{}} Shop_Gallery_PhotosInputs */
/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Shop_Gallery_Show_PhotoInputs */
/** @typedef {{ name: NonNullable<unknown>, index: NonNullable<unknown> }} Shop_Gallery_Thumbnail_NameInputs */
/** @typedef {{}} Shop_Order_Not_FoundInputs */
/** @typedef {{ number: NonNullable<unknown> }} Shop_Order_NumberInputs */
/** @typedef {{}} Shop_Order_Payment_AwaitingInputs */
/** @typedef {{}} Shop_Order_Payment_LaterInputs */
/** @typedef {{}} Shop_Order_Payment_PaidInputs */
/** @typedef {{}} Shop_Order_ProgressInputs */
/** @typedef {{}} Shop_Order_Status_CancelledInputs */
/** @typedef {{}} Shop_Order_Status_DeliveredInputs */
/** @typedef {{}} Shop_Order_Status_PendingInputs */
/** @typedef {{}} Shop_Order_Status_ProcessingInputs */
/** @typedef {{}} Shop_Order_Status_ShippedInputs */
/** @typedef {{}} Shop_Order_Step_DeliveredInputs */
/** @typedef {{}} Shop_Order_Step_DoneInputs */
/** @typedef {{}} Shop_Order_Step_PlacedInputs */
/** @typedef {{}} Shop_Order_Step_ProcessingInputs */
/** @typedef {{}} Shop_Order_Step_ShippedInputs */
/** @typedef {{ page: NonNullable<unknown> }} Shop_Page_CurrentInputs */
/** @typedef {{ max: NonNullable<unknown> }} Shop_Page_InvalidInputs */
/** @typedef {{}} Shop_Page_NextInputs */
/** @typedef {{}} Shop_Page_PreviousInputs */
/** @typedef {{}} Shop_Pages_LabelInputs */
/** @typedef {{}} Shop_Pod_Already_SubmittedInputs */
/** @typedef {{}} Shop_Pod_CancelledInputs */
/** @typedef {{}} Shop_Pod_In_ProgressInputs */
/** @typedef {{}} Shop_Pod_No_AddressInputs */
/** @typedef {{}} Shop_Pod_No_LinesInputs */
/** @typedef {{}} Shop_Pod_Not_ConnectedInputs */
/** @typedef {{}} Shop_Pod_Not_PaidInputs */
/** @typedef {{}} Shop_Product_DetailsInputs */
/** @typedef {{}} Shop_Product_Not_FoundInputs */
/** @typedef {{}} Shop_Products_EmptyInputs */
/** @typedef {{}} Shop_Products_HeadingInputs */
/** @typedef {{}} Shop_Products_LoadingInputs */
/** @typedef {{ groupName: NonNullable<unknown> }} Shop_Share_AltInputs */
/** @typedef {{}} Shop_Share_SubtitleInputs */
/** @typedef {{}} Shop_Size_HintInputs */
/** @typedef {{}} Shop_Size_InvalidInputs */
/** @typedef {{}} Shop_Size_LegendInputs */
/** @typedef {{}} Shop_Size_RequiredInputs */
/** @typedef {{}} Shop_TaglineInputs */
/** @typedef {{}} Shop_TitleInputs */
/** @typedef {{}} Shop_Toast_SuccessInputs */
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
* | "Add to Cart" |
*
* @param {Shop_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_add_to_cart = /** @type {((inputs?: Shop_Add_To_CartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Add_To_CartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_add_to_cart(inputs)
	return __en.shop_add_to_cart(inputs)
});
/**
* | output |
* | --- |
* | "Adding..." |
*
* @param {Shop_Add_To_Cart_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_add_to_cart_pending = /** @type {((inputs?: Shop_Add_To_Cart_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Add_To_Cart_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_add_to_cart_pending(inputs)
	return __en.shop_add_to_cart_pending(inputs)
});
/**
* | output |
* | --- |
* | "Added to cart!" |
*
* @param {Shop_Added_To_CartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_added_to_cart = /** @type {((inputs?: Shop_Added_To_CartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Added_To_CartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_added_to_cart(inputs)
	return __en.shop_added_to_cart(inputs)
});
/**
* | output |
* | --- |
* | "Back to the shop" |
*
* @param {Shop_Back_To_ShopInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_back_to_shop = /** @type {((inputs?: Shop_Back_To_ShopInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Back_To_ShopInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_back_to_shop(inputs)
	return __en.shop_back_to_shop(inputs)
});
/**
* | output |
* | --- |
* | "Browse the shop" |
*
* @param {Shop_Cart_BrowseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_browse = /** @type {((inputs?: Shop_Cart_BrowseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_BrowseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_browse(inputs)
	return __en.shop_cart_browse(inputs)
});
/**
* | output |
* | --- |
* | "Continue shopping" |
*
* @param {Shop_Cart_ContinueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_continue = /** @type {((inputs?: Shop_Cart_ContinueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_ContinueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_continue(inputs)
	return __en.shop_cart_continue(inputs)
});
/**
* | output |
* | --- |
* | "Your cart is empty" |
*
* @param {Shop_Cart_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_empty = /** @type {((inputs?: Shop_Cart_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_empty(inputs)
	return __en.shop_cart_empty(inputs)
});
/**
* | output |
* | --- |
* | "Item" |
*
* @param {Shop_Cart_Item_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_item_fallback = /** @type {((inputs?: Shop_Cart_Item_FallbackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Item_FallbackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_item_fallback(inputs)
	return __en.shop_cart_item_fallback(inputs)
});
/**
* | output |
* | --- |
* | "Item removed from your cart." |
*
* @param {Shop_Cart_Item_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_item_removed = /** @type {((inputs?: Shop_Cart_Item_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Item_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_item_removed(inputs)
	return __en.shop_cart_item_removed(inputs)
});
/**
* | output |
* | --- |
* | "Items in your cart" |
*
* @param {Shop_Cart_Items_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_items_heading = /** @type {((inputs?: Shop_Cart_Items_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Items_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_items_heading(inputs)
	return __en.shop_cart_items_heading(inputs)
});
/**
* | output |
* | --- |
* | "{price} each" |
*
* @param {Shop_Cart_Line_EachInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_each = /** @type {((inputs: Shop_Cart_Line_EachInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_EachInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_each(inputs)
	return __en.shop_cart_line_each(inputs)
});
/**
* | output |
* | --- |
* | "{price} per year" |
*
* @param {Shop_Cart_Line_Per_YearInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_per_year = /** @type {((inputs: Shop_Cart_Line_Per_YearInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_Per_YearInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_per_year(inputs)
	return __en.shop_cart_line_per_year(inputs)
});
/**
* | output |
* | --- |
* | "Quantity of {name}" |
*
* @param {Shop_Cart_Line_QuantityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_quantity = /** @type {((inputs: Shop_Cart_Line_QuantityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_QuantityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_quantity(inputs)
	return __en.shop_cart_line_quantity(inputs)
});
/**
* | output |
* | --- |
* | "Quantity of {name}, size {size}" |
*
* @param {Shop_Cart_Line_Quantity_SizedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_quantity_sized = /** @type {((inputs: Shop_Cart_Line_Quantity_SizedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_Quantity_SizedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_quantity_sized(inputs)
	return __en.shop_cart_line_quantity_sized(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Shop_Cart_Line_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_remove = /** @type {((inputs?: Shop_Cart_Line_RemoveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_RemoveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_remove(inputs)
	return __en.shop_cart_line_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Shop_Cart_Line_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_remove_label = /** @type {((inputs: Shop_Cart_Line_Remove_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_Remove_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_remove_label(inputs)
	return __en.shop_cart_line_remove_label(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}, size {size}" |
*
* @param {Shop_Cart_Line_Remove_SizedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_remove_sized = /** @type {((inputs: Shop_Cart_Line_Remove_SizedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_Remove_SizedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_remove_sized(inputs)
	return __en.shop_cart_line_remove_sized(inputs)
});
/**
* | output |
* | --- |
* | "Removing..." |
*
* @param {Shop_Cart_Line_RemovingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_removing = /** @type {((inputs?: Shop_Cart_Line_RemovingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_RemovingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_removing(inputs)
	return __en.shop_cart_line_removing(inputs)
});
/**
* | output |
* | --- |
* | "Size: {size}" |
*
* @param {Shop_Cart_Line_SizeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_size = /** @type {((inputs: Shop_Cart_Line_SizeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_SizeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_size(inputs)
	return __en.shop_cart_line_size(inputs)
});
/**
* | output |
* | --- |
* | "Line total" |
*
* @param {Shop_Cart_Line_TotalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_total = /** @type {((inputs?: Shop_Cart_Line_TotalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_TotalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_total(inputs)
	return __en.shop_cart_line_total(inputs)
});
/**
* | output |
* | --- |
* | "No longer available" |
*
* @param {Shop_Cart_Line_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_unavailable = /** @type {((inputs?: Shop_Cart_Line_UnavailableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_UnavailableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_unavailable(inputs)
	return __en.shop_cart_line_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Update" |
*
* @param {Shop_Cart_Line_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_update = /** @type {((inputs?: Shop_Cart_Line_UpdateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_UpdateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_update(inputs)
	return __en.shop_cart_line_update(inputs)
});
/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Shop_Cart_Line_UpdatingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_updating = /** @type {((inputs?: Shop_Cart_Line_UpdatingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_UpdatingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_line_updating(inputs)
	return __en.shop_cart_line_updating(inputs)
});
/**
* | output |
* | --- |
* | "Check out membership" |
*
* @param {Shop_Cart_Membership_CheckoutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_membership_checkout = /** @type {((inputs?: Shop_Cart_Membership_CheckoutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Membership_CheckoutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_membership_checkout(inputs)
	return __en.shop_cart_membership_checkout(inputs)
});
/**
* | output |
* | --- |
* | "Memberships are paid on their own page, not in the shop's checkout." |
*
* @param {Shop_Cart_Membership_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_membership_note = /** @type {((inputs?: Shop_Cart_Membership_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Membership_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_membership_note(inputs)
	return __en.shop_cart_membership_note(inputs)
});
/**
* | output |
* | --- |
* | "Quantity updated to {quantity}." |
*
* @param {Shop_Cart_Quantity_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_quantity_updated = /** @type {((inputs: Shop_Cart_Quantity_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Quantity_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_quantity_updated(inputs)
	return __en.shop_cart_quantity_updated(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Remove the item that is no longer available to check out." |
* | * | "Remove the {count} items that are no longer available to check out." |
*
* @param {Shop_Cart_Remove_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_remove_unavailable = /** @type {((inputs: Shop_Cart_Remove_UnavailableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Remove_UnavailableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_remove_unavailable(inputs)
	return __en.shop_cart_remove_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "Cart" |
*
* @param {Shop_Cart_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_title = /** @type {((inputs?: Shop_Cart_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_title(inputs)
	return __en.shop_cart_title(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Shop_Cart_TotalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_total = /** @type {((inputs?: Shop_Cart_TotalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_TotalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_total(inputs)
	return __en.shop_cart_total(inputs)
});
/**
* | output |
* | --- |
* | "Cart updated" |
*
* @param {Shop_Cart_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_updated = /** @type {((inputs?: Shop_Cart_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_cart_updated(inputs)
	return __en.shop_cart_updated(inputs)
});
/**
* | output |
* | --- |
* | "Categories" |
*
* @param {Shop_Categories_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_categories_label = /** @type {((inputs?: Shop_Categories_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Categories_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_categories_label(inputs)
	return __en.shop_categories_label(inputs)
});
/**
* | output |
* | --- |
* | "All" |
*
* @param {Shop_Category_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_category_all = /** @type {((inputs?: Shop_Category_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Category_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_category_all(inputs)
	return __en.shop_category_all(inputs)
});
/**
* | output |
* | --- |
* | "Category" |
*
* @param {Shop_Category_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_category_label = /** @type {((inputs?: Shop_Category_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Category_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_category_label(inputs)
	return __en.shop_category_label(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Shop_Checkout_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_button = /** @type {((inputs?: Shop_Checkout_ButtonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_ButtonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_button(inputs)
	return __en.shop_checkout_button(inputs)
});
/**
* | output |
* | --- |
* | "Your cart changed while you were checking out. Please check the form and place the order again." |
*
* @param {Shop_Checkout_Cart_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_cart_changed = /** @type {((inputs?: Shop_Checkout_Cart_ChangedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Cart_ChangedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_cart_changed(inputs)
	return __en.shop_checkout_cart_changed(inputs)
});
/**
* | output |
* | --- |
* | "cart" |
*
* @param {Shop_Checkout_Cart_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_cart_link = /** @type {((inputs?: Shop_Checkout_Cart_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Cart_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_cart_link(inputs)
	return __en.shop_checkout_cart_link(inputs)
});
/**
* | output |
* | --- |
* | "Change your cart" |
*
* @param {Shop_Checkout_Change_CartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_change_cart = /** @type {((inputs?: Shop_Checkout_Change_CartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Change_CartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_change_cart(inputs)
	return __en.shop_checkout_change_cart(inputs)
});
/**
* | output |
* | --- |
* | "Choose a country" |
*
* @param {Shop_Checkout_Choose_CountryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_choose_country = /** @type {((inputs?: Shop_Checkout_Choose_CountryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Choose_CountryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_choose_country(inputs)
	return __en.shop_checkout_choose_country(inputs)
});
/**
* | output |
* | --- |
* | "Continue to payment" |
*
* @param {Shop_Checkout_Continue_To_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_continue_to_payment = /** @type {((inputs?: Shop_Checkout_Continue_To_PaymentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Continue_To_PaymentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_continue_to_payment(inputs)
	return __en.shop_checkout_continue_to_payment(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid email address" |
*
* @param {Shop_Checkout_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_email_invalid = /** @type {((inputs?: Shop_Checkout_Email_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Email_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_email_invalid(inputs)
	return __en.shop_checkout_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Your cart is empty." |
*
* @param {Shop_Checkout_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_empty = /** @type {((inputs?: Shop_Checkout_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_empty(inputs)
	return __en.shop_checkout_empty(inputs)
});
/**
* | output |
* | --- |
* | "Add something from the shop to check out." |
*
* @param {Shop_Checkout_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_empty_hint = /** @type {((inputs?: Shop_Checkout_Empty_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Empty_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_empty_hint(inputs)
	return __en.shop_checkout_empty_hint(inputs)
});
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Shop_Checkout_Field_AddressInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_address = /** @type {((inputs?: Shop_Checkout_Field_AddressInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_AddressInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_address(inputs)
	return __en.shop_checkout_field_address(inputs)
});
/**
* | output |
* | --- |
* | "Address line 2" |
*
* @param {Shop_Checkout_Field_Address2Inputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_address2 = /** @type {((inputs?: Shop_Checkout_Field_Address2Inputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_Address2Inputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_address2(inputs)
	return __en.shop_checkout_field_address2(inputs)
});
/**
* | output |
* | --- |
* | "City" |
*
* @param {Shop_Checkout_Field_CityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_city = /** @type {((inputs?: Shop_Checkout_Field_CityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_CityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_city(inputs)
	return __en.shop_checkout_field_city(inputs)
});
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Shop_Checkout_Field_CountryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_country = /** @type {((inputs?: Shop_Checkout_Field_CountryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_CountryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_country(inputs)
	return __en.shop_checkout_field_country(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Shop_Checkout_Field_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_email = /** @type {((inputs?: Shop_Checkout_Field_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_email(inputs)
	return __en.shop_checkout_field_email(inputs)
});
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Shop_Checkout_Field_First_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_first_name = /** @type {((inputs?: Shop_Checkout_Field_First_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_First_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_first_name(inputs)
	return __en.shop_checkout_field_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Shop_Checkout_Field_Last_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_last_name = /** @type {((inputs?: Shop_Checkout_Field_Last_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_Last_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_last_name(inputs)
	return __en.shop_checkout_field_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Shop_Checkout_Field_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_name = /** @type {((inputs?: Shop_Checkout_Field_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_name(inputs)
	return __en.shop_checkout_field_name(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Shop_Checkout_Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_phone = /** @type {((inputs?: Shop_Checkout_Field_PhoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_PhoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_phone(inputs)
	return __en.shop_checkout_field_phone(inputs)
});
/**
* | output |
* | --- |
* | "State / region" |
*
* @param {Shop_Checkout_Field_RegionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_region = /** @type {((inputs?: Shop_Checkout_Field_RegionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_RegionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_region(inputs)
	return __en.shop_checkout_field_region(inputs)
});
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Shop_Checkout_Field_ZipInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_zip = /** @type {((inputs?: Shop_Checkout_Field_ZipInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_ZipInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_field_zip(inputs)
	return __en.shop_checkout_field_zip(inputs)
});
/**
* | output |
* | --- |
* | "Size {size}" |
*
* @param {Shop_Checkout_Line_SizeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_line_size = /** @type {((inputs: Shop_Checkout_Line_SizeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Line_SizeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_line_size(inputs)
	return __en.shop_checkout_line_size(inputs)
});
/**
* | output |
* | --- |
* | "Memberships are not paid in the shop's checkout: check out your membership at /join/checkout, or remove it from your cart to check out the rest." |
*
* @param {Shop_Checkout_Membership_In_CartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_membership_in_cart = /** @type {((inputs?: Shop_Checkout_Membership_In_CartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Membership_In_CartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_membership_in_cart(inputs)
	return __en.shop_checkout_membership_in_cart(inputs)
});
/**
* | output |
* | --- |
* | "check out your membership" |
*
* @param {Shop_Checkout_Membership_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_membership_link = /** @type {((inputs?: Shop_Checkout_Membership_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Membership_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_membership_link(inputs)
	return __en.shop_checkout_membership_link(inputs)
});
/**
* | output |
* | --- |
* | "Memberships are not paid in the shop's checkout: {membership}, or remove it from your {cart} to check out the rest." |
*
* @param {Shop_Checkout_Membership_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_membership_note = /** @type {((inputs: Shop_Checkout_Membership_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Membership_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_membership_note(inputs)
	return __en.shop_checkout_membership_note(inputs)
});
/**
* | output |
* | --- |
* | "There is no upcoming event to pick up at yet. Please check back once the next event is announced." |
*
* @param {Shop_Checkout_No_Pickup_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_no_pickup_events = /** @type {((inputs?: Shop_Checkout_No_Pickup_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_No_Pickup_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_no_pickup_events(inputs)
	return __en.shop_checkout_no_pickup_events(inputs)
});
/**
* | output |
* | --- |
* | "(optional)" |
*
* @param {Shop_Checkout_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_optional = /** @type {((inputs?: Shop_Checkout_OptionalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_OptionalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_optional(inputs)
	return __en.shop_checkout_optional(inputs)
});
/**
* | output |
* | --- |
* | "You will pay by card on Stripe's secure page; your card details never reach our site." |
*
* @param {Shop_Checkout_Pay_By_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pay_by_card = /** @type {((inputs?: Shop_Checkout_Pay_By_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pay_By_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_pay_by_card(inputs)
	return __en.shop_checkout_pay_by_card(inputs)
});
/**
* | output |
* | --- |
* | "You pay at pickup or on invoice: no card needed now." |
*
* @param {Shop_Checkout_Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pay_later = /** @type {((inputs?: Shop_Checkout_Pay_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pay_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_pay_later(inputs)
	return __en.shop_checkout_pay_later(inputs)
});
/**
* | output |
* | --- |
* | "Payment could not be started. Please try again." |
*
* @param {Shop_Checkout_Payment_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_payment_not_started = /** @type {((inputs?: Shop_Checkout_Payment_Not_StartedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Payment_Not_StartedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_payment_not_started(inputs)
	return __en.shop_checkout_payment_not_started(inputs)
});
/**
* | output |
* | --- |
* | "Enter a phone number with digits, spaces and + ( ) - only" |
*
* @param {Shop_Checkout_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_phone_invalid = /** @type {((inputs?: Shop_Checkout_Phone_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Phone_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_phone_invalid(inputs)
	return __en.shop_checkout_phone_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Pickup event" |
*
* @param {Shop_Checkout_Pickup_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pickup_event = /** @type {((inputs?: Shop_Checkout_Pickup_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pickup_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_pickup_event(inputs)
	return __en.shop_checkout_pickup_event(inputs)
});
/**
* | output |
* | --- |
* | "Event-pickup items are handed out at the merch table of the event you choose." |
*
* @param {Shop_Checkout_Pickup_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pickup_hint = /** @type {((inputs?: Shop_Checkout_Pickup_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pickup_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_pickup_hint(inputs)
	return __en.shop_checkout_pickup_hint(inputs)
});
/**
* | output |
* | --- |
* | "Your order cannot be collected at that event: choose one from the list." |
*
* @param {Shop_Checkout_Pickup_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pickup_not_offered = /** @type {((inputs?: Shop_Checkout_Pickup_Not_OfferedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pickup_Not_OfferedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_pickup_not_offered(inputs)
	return __en.shop_checkout_pickup_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "That event is not an upcoming event any more. Choose another one." |
*
* @param {Shop_Checkout_Pickup_Not_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pickup_not_upcoming = /** @type {((inputs?: Shop_Checkout_Pickup_Not_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pickup_Not_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_pickup_not_upcoming(inputs)
	return __en.shop_checkout_pickup_not_upcoming(inputs)
});
/**
* | output |
* | --- |
* | "Choose the event where you will pick up your order" |
*
* @param {Shop_Checkout_Pickup_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pickup_required = /** @type {((inputs?: Shop_Checkout_Pickup_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pickup_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_pickup_required(inputs)
	return __en.shop_checkout_pickup_required(inputs)
});
/**
* | output |
* | --- |
* | "Place order" |
*
* @param {Shop_Checkout_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_place_order = /** @type {((inputs?: Shop_Checkout_Place_OrderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Place_OrderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_place_order(inputs)
	return __en.shop_checkout_place_order(inputs)
});
/**
* | output |
* | --- |
* | "Thank you! Your order is in." |
*
* @param {Shop_Checkout_Placed_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_placed_description = /** @type {((inputs?: Shop_Checkout_Placed_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Placed_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_placed_description(inputs)
	return __en.shop_checkout_placed_description(inputs)
});
/**
* | output |
* | --- |
* | "Order placed" |
*
* @param {Shop_Checkout_Placed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_placed_title = /** @type {((inputs?: Shop_Checkout_Placed_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Placed_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_placed_title(inputs)
	return __en.shop_checkout_placed_title(inputs)
});
/**
* | output |
* | --- |
* | "Placing order..." |
*
* @param {Shop_Checkout_PlacingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_placing = /** @type {((inputs?: Shop_Checkout_PlacingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_PlacingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_placing(inputs)
	return __en.shop_checkout_placing(inputs)
});
/**
* | output |
* | --- |
* | "Shipping address" |
*
* @param {Shop_Checkout_Shipping_AddressInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_shipping_address = /** @type {((inputs?: Shop_Checkout_Shipping_AddressInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Shipping_AddressInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_shipping_address(inputs)
	return __en.shop_checkout_shipping_address(inputs)
});
/**
* | output |
* | --- |
* | "Print-on-demand items are made and posted to you." |
*
* @param {Shop_Checkout_Shipping_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_shipping_hint = /** @type {((inputs?: Shop_Checkout_Shipping_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Shipping_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_shipping_hint(inputs)
	return __en.shop_checkout_shipping_hint(inputs)
});
/**
* | output |
* | --- |
* | "Order summary" |
*
* @param {Shop_Checkout_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_summary = /** @type {((inputs?: Shop_Checkout_SummaryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_SummaryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_summary(inputs)
	return __en.shop_checkout_summary(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Shop_Checkout_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_title = /** @type {((inputs?: Shop_Checkout_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_title(inputs)
	return __en.shop_checkout_title(inputs)
});
/**
* | output |
* | --- |
* | "Remove the items that are no longer available from your {cart} to check out." |
*
* @param {Shop_Checkout_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_unavailable = /** @type {((inputs: Shop_Checkout_UnavailableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_UnavailableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_unavailable(inputs)
	return __en.shop_checkout_unavailable(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{names} is no longer available. Remove it from your cart to check out." |
* | * | "{names} are no longer available. Remove them from your cart to check out." |
*
* @param {Shop_Checkout_Unavailable_NamesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_unavailable_names = /** @type {((inputs: Shop_Checkout_Unavailable_NamesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Unavailable_NamesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_unavailable_names(inputs)
	return __en.shop_checkout_unavailable_names(inputs)
});
/**
* | output |
* | --- |
* | "Your details" |
*
* @param {Shop_Checkout_Your_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_your_details = /** @type {((inputs?: Shop_Checkout_Your_DetailsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Your_DetailsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_checkout_your_details(inputs)
	return __en.shop_checkout_your_details(inputs)
});
/**
* | output |
* | --- |
* | "Not paid yet. If you left Stripe's page before paying, continue to payment below; once Stripe confirms a payment, your confirmation email follows." |
*
* @param {Shop_Complete_Awaiting_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_awaiting_card = /** @type {((inputs?: Shop_Complete_Awaiting_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Awaiting_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_awaiting_card(inputs)
	return __en.shop_complete_awaiting_card(inputs)
});
/**
* | output |
* | --- |
* | "A confirmation is on its way to {email}." |
*
* @param {Shop_Complete_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_confirmation = /** @type {((inputs: Shop_Complete_ConfirmationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_ConfirmationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_confirmation(inputs)
	return __en.shop_complete_confirmation(inputs)
});
/**
* | output |
* | --- |
* | "Follow your order" |
*
* @param {Shop_Complete_FollowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_follow = /** @type {((inputs?: Shop_Complete_FollowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_FollowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_follow(inputs)
	return __en.shop_complete_follow(inputs)
});
/**
* | output |
* | --- |
* | "To follow this order, {signIn} with {email}: your order shows in {tracking}." |
*
* @param {Shop_Complete_Follow_GuestInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_follow_guest = /** @type {((inputs: Shop_Complete_Follow_GuestInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Follow_GuestInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_follow_guest(inputs)
	return __en.shop_complete_follow_guest(inputs)
});
/**
* | output |
* | --- |
* | "(Size {size})" |
*
* @param {Shop_Complete_Line_SizeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_line_size = /** @type {((inputs: Shop_Complete_Line_SizeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Line_SizeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_line_size(inputs)
	return __en.shop_complete_line_size(inputs)
});
/**
* | output |
* | --- |
* | "This order has nothing left to pay." |
*
* @param {Shop_Complete_Nothing_To_PayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_nothing_to_pay = /** @type {((inputs?: Shop_Complete_Nothing_To_PayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Nothing_To_PayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_nothing_to_pay(inputs)
	return __en.shop_complete_nothing_to_pay(inputs)
});
/**
* | output |
* | --- |
* | "Opening Stripe..." |
*
* @param {Shop_Complete_Opening_StripeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_opening_stripe = /** @type {((inputs?: Shop_Complete_Opening_StripeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Opening_StripeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_opening_stripe(inputs)
	return __en.shop_complete_opening_stripe(inputs)
});
/**
* | output |
* | --- |
* | "Order Tracking" |
*
* @param {Shop_Complete_Order_TrackingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_order_tracking = /** @type {((inputs?: Shop_Complete_Order_TrackingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Order_TrackingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_order_tracking(inputs)
	return __en.shop_complete_order_tracking(inputs)
});
/**
* | output |
* | --- |
* | "Paid by card. Thank you!" |
*
* @param {Shop_Complete_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_paid = /** @type {((inputs?: Shop_Complete_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_paid(inputs)
	return __en.shop_complete_paid(inputs)
});
/**
* | output |
* | --- |
* | "Pay at pickup / on invoice: nothing to pay now." |
*
* @param {Shop_Complete_Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_pay_later = /** @type {((inputs?: Shop_Complete_Pay_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Pay_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_pay_later(inputs)
	return __en.shop_complete_pay_later(inputs)
});
/**
* | output |
* | --- |
* | "Stripe has your payment. This page shows the order as paid as soon as Stripe confirms it." |
*
* @param {Shop_Complete_Payment_Already_MadeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_payment_already_made = /** @type {((inputs?: Shop_Complete_Payment_Already_MadeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Payment_Already_MadeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_payment_already_made(inputs)
	return __en.shop_complete_payment_already_made(inputs)
});
/**
* | output |
* | --- |
* | "This payment link has expired, so the order will be cancelled. Please check out again." |
*
* @param {Shop_Complete_Payment_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_payment_link_expired = /** @type {((inputs?: Shop_Complete_Payment_Link_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Payment_Link_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_payment_link_expired(inputs)
	return __en.shop_complete_payment_link_expired(inputs)
});
/**
* | output |
* | --- |
* | "Stripe could not be reached. Please try again." |
*
* @param {Shop_Complete_Payment_Not_ResumedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_payment_not_resumed = /** @type {((inputs?: Shop_Complete_Payment_Not_ResumedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Payment_Not_ResumedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_payment_not_resumed(inputs)
	return __en.shop_complete_payment_not_resumed(inputs)
});
/**
* | output |
* | --- |
* | "Pick up at {event}, {when}{location}." |
*
* @param {Shop_Complete_PickupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_pickup = /** @type {((inputs: Shop_Complete_PickupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_PickupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_pickup(inputs)
	return __en.shop_complete_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Shipping to {address}." |
*
* @param {Shop_Complete_Shipping_ToInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_shipping_to = /** @type {((inputs: Shop_Complete_Shipping_ToInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Shipping_ToInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_shipping_to(inputs)
	return __en.shop_complete_shipping_to(inputs)
});
/**
* | output |
* | --- |
* | "sign in" |
*
* @param {Shop_Complete_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_sign_in = /** @type {((inputs?: Shop_Complete_Sign_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Sign_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_sign_in(inputs)
	return __en.shop_complete_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Status: {status}" |
*
* @param {Shop_Complete_StatusInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_status = /** @type {((inputs: Shop_Complete_StatusInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_StatusInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_status(inputs)
	return __en.shop_complete_status(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for your order!" |
*
* @param {Shop_Complete_Thanks_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_thanks_heading = /** @type {((inputs?: Shop_Complete_Thanks_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Thanks_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_thanks_heading(inputs)
	return __en.shop_complete_thanks_heading(inputs)
});
/**
* | output |
* | --- |
* | "Order placed" |
*
* @param {Shop_Complete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_title = /** @type {((inputs?: Shop_Complete_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_title(inputs)
	return __en.shop_complete_title(inputs)
});
/**
* | output |
* | --- |
* | "Your order is waiting for payment" |
*
* @param {Shop_Complete_Waiting_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_waiting_heading = /** @type {((inputs?: Shop_Complete_Waiting_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Waiting_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_complete_waiting_heading(inputs)
	return __en.shop_complete_waiting_heading(inputs)
});
/**
* | output |
* | --- |
* | "Official merchandise of the supporters group." |
*
* @param {Shop_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_description = /** @type {((inputs?: Shop_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_description(inputs)
	return __en.shop_description(inputs)
});
/**
* | output |
* | --- |
* | "Event Pickup" |
*
* @param {Shop_Fulfillment_PickupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_fulfillment_pickup = /** @type {((inputs?: Shop_Fulfillment_PickupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Fulfillment_PickupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_fulfillment_pickup(inputs)
	return __en.shop_fulfillment_pickup(inputs)
});
/**
* | output |
* | --- |
* | "Print-on-Demand" |
*
* @param {Shop_Fulfillment_PodInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_fulfillment_pod = /** @type {((inputs?: Shop_Fulfillment_PodInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Fulfillment_PodInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_fulfillment_pod(inputs)
	return __en.shop_fulfillment_pod(inputs)
});
/**
* | output |
* | --- |
* | "{name}, photo {index} of {count}" |
*
* @param {Shop_Gallery_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_gallery_photo_alt = /** @type {((inputs: Shop_Gallery_Photo_AltInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Gallery_Photo_AltInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_gallery_photo_alt(inputs)
	return __en.shop_gallery_photo_alt(inputs)
});
/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Shop_Gallery_PhotosInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_gallery_photos = /** @type {((inputs?: Shop_Gallery_PhotosInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Gallery_PhotosInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_gallery_photos(inputs)
	return __en.shop_gallery_photos(inputs)
});
/**
* | output |
* | --- |
* | "Show photo {index} of {count}" |
*
* @param {Shop_Gallery_Show_PhotoInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_gallery_show_photo = /** @type {((inputs: Shop_Gallery_Show_PhotoInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Gallery_Show_PhotoInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_gallery_show_photo(inputs)
	return __en.shop_gallery_show_photo(inputs)
});
/**
* | output |
* | --- |
* | "{name}, photo {index}" |
*
* @param {Shop_Gallery_Thumbnail_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_gallery_thumbnail_name = /** @type {((inputs: Shop_Gallery_Thumbnail_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Gallery_Thumbnail_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_gallery_thumbnail_name(inputs)
	return __en.shop_gallery_thumbnail_name(inputs)
});
/**
* | output |
* | --- |
* | "Order not found." |
*
* @param {Shop_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_not_found = /** @type {((inputs?: Shop_Order_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_not_found(inputs)
	return __en.shop_order_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Order #{number}" |
*
* @param {Shop_Order_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_number = /** @type {((inputs: Shop_Order_NumberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_NumberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_number(inputs)
	return __en.shop_order_number(inputs)
});
/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Shop_Order_Payment_AwaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_payment_awaiting = /** @type {((inputs?: Shop_Order_Payment_AwaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Payment_AwaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_payment_awaiting(inputs)
	return __en.shop_order_payment_awaiting(inputs)
});
/**
* | output |
* | --- |
* | "Pay at pickup / on invoice" |
*
* @param {Shop_Order_Payment_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_payment_later = /** @type {((inputs?: Shop_Order_Payment_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Payment_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_payment_later(inputs)
	return __en.shop_order_payment_later(inputs)
});
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Shop_Order_Payment_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_payment_paid = /** @type {((inputs?: Shop_Order_Payment_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Payment_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_payment_paid(inputs)
	return __en.shop_order_payment_paid(inputs)
});
/**
* | output |
* | --- |
* | "Order progress" |
*
* @param {Shop_Order_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_progress = /** @type {((inputs?: Shop_Order_ProgressInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_ProgressInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_progress(inputs)
	return __en.shop_order_progress(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Shop_Order_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_status_cancelled = /** @type {((inputs?: Shop_Order_Status_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Status_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_status_cancelled(inputs)
	return __en.shop_order_status_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Shop_Order_Status_DeliveredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_status_delivered = /** @type {((inputs?: Shop_Order_Status_DeliveredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Status_DeliveredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_status_delivered(inputs)
	return __en.shop_order_status_delivered(inputs)
});
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Shop_Order_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_status_pending = /** @type {((inputs?: Shop_Order_Status_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Status_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_status_pending(inputs)
	return __en.shop_order_status_pending(inputs)
});
/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Shop_Order_Status_ProcessingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_status_processing = /** @type {((inputs?: Shop_Order_Status_ProcessingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Status_ProcessingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_status_processing(inputs)
	return __en.shop_order_status_processing(inputs)
});
/**
* | output |
* | --- |
* | "Shipped" |
*
* @param {Shop_Order_Status_ShippedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_status_shipped = /** @type {((inputs?: Shop_Order_Status_ShippedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Status_ShippedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_status_shipped(inputs)
	return __en.shop_order_status_shipped(inputs)
});
/**
* | output |
* | --- |
* | "Delivered" |
*
* @param {Shop_Order_Step_DeliveredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_step_delivered = /** @type {((inputs?: Shop_Order_Step_DeliveredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Step_DeliveredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_step_delivered(inputs)
	return __en.shop_order_step_delivered(inputs)
});
/**
* | output |
* | --- |
* | "(done)" |
*
* @param {Shop_Order_Step_DoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_step_done = /** @type {((inputs?: Shop_Order_Step_DoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Step_DoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_step_done(inputs)
	return __en.shop_order_step_done(inputs)
});
/**
* | output |
* | --- |
* | "Order Placed" |
*
* @param {Shop_Order_Step_PlacedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_step_placed = /** @type {((inputs?: Shop_Order_Step_PlacedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Step_PlacedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_step_placed(inputs)
	return __en.shop_order_step_placed(inputs)
});
/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Shop_Order_Step_ProcessingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_step_processing = /** @type {((inputs?: Shop_Order_Step_ProcessingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Step_ProcessingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_step_processing(inputs)
	return __en.shop_order_step_processing(inputs)
});
/**
* | output |
* | --- |
* | "Shipped" |
*
* @param {Shop_Order_Step_ShippedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_step_shipped = /** @type {((inputs?: Shop_Order_Step_ShippedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Step_ShippedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_order_step_shipped(inputs)
	return __en.shop_order_step_shipped(inputs)
});
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Shop_Page_CurrentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_page_current = /** @type {((inputs: Shop_Page_CurrentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Page_CurrentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_page_current(inputs)
	return __en.shop_page_current(inputs)
});
/**
* | output |
* | --- |
* | "Page must be a whole number from 1 to {max}" |
*
* @param {Shop_Page_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_page_invalid = /** @type {((inputs: Shop_Page_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Page_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_page_invalid(inputs)
	return __en.shop_page_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Shop_Page_NextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_page_next = /** @type {((inputs?: Shop_Page_NextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Page_NextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_page_next(inputs)
	return __en.shop_page_next(inputs)
});
/**
* | output |
* | --- |
* | "Previous page" |
*
* @param {Shop_Page_PreviousInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_page_previous = /** @type {((inputs?: Shop_Page_PreviousInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Page_PreviousInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_page_previous(inputs)
	return __en.shop_page_previous(inputs)
});
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Shop_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pages_label = /** @type {((inputs?: Shop_Pages_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pages_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_pages_label(inputs)
	return __en.shop_pages_label(inputs)
});
/**
* | output |
* | --- |
* | "The order is already with Printify." |
*
* @param {Shop_Pod_Already_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_already_submitted = /** @type {((inputs?: Shop_Pod_Already_SubmittedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_Already_SubmittedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_pod_already_submitted(inputs)
	return __en.shop_pod_already_submitted(inputs)
});
/**
* | output |
* | --- |
* | "The order is cancelled." |
*
* @param {Shop_Pod_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_cancelled = /** @type {((inputs?: Shop_Pod_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_pod_cancelled(inputs)
	return __en.shop_pod_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "This order is being sent to Printify right now. Reload the page in a minute to see whether Printify took it." |
*
* @param {Shop_Pod_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_in_progress = /** @type {((inputs?: Shop_Pod_In_ProgressInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_In_ProgressInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_pod_in_progress(inputs)
	return __en.shop_pod_in_progress(inputs)
});
/**
* | output |
* | --- |
* | "The order has no shipping address, so it cannot be sent for printing." |
*
* @param {Shop_Pod_No_AddressInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_no_address = /** @type {((inputs?: Shop_Pod_No_AddressInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_No_AddressInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_pod_no_address(inputs)
	return __en.shop_pod_no_address(inputs)
});
/**
* | output |
* | --- |
* | "The order has no print-on-demand items." |
*
* @param {Shop_Pod_No_LinesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_no_lines = /** @type {((inputs?: Shop_Pod_No_LinesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_No_LinesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_pod_no_lines(inputs)
	return __en.shop_pod_no_lines(inputs)
});
/**
* | output |
* | --- |
* | "Printify is not connected (PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID): the order was not sent for printing." |
*
* @param {Shop_Pod_Not_ConnectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_not_connected = /** @type {((inputs?: Shop_Pod_Not_ConnectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_Not_ConnectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_pod_not_connected(inputs)
	return __en.shop_pod_not_connected(inputs)
});
/**
* | output |
* | --- |
* | "The order is not paid yet, so it cannot be sent for printing." |
*
* @param {Shop_Pod_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_not_paid = /** @type {((inputs?: Shop_Pod_Not_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_Not_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_pod_not_paid(inputs)
	return __en.shop_pod_not_paid(inputs)
});
/**
* | output |
* | --- |
* | "Product Details" |
*
* @param {Shop_Product_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_product_details = /** @type {((inputs?: Shop_Product_DetailsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Product_DetailsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_product_details(inputs)
	return __en.shop_product_details(inputs)
});
/**
* | output |
* | --- |
* | "Product not found." |
*
* @param {Shop_Product_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_product_not_found = /** @type {((inputs?: Shop_Product_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Product_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_product_not_found(inputs)
	return __en.shop_product_not_found(inputs)
});
/**
* | output |
* | --- |
* | "No products found in this category" |
*
* @param {Shop_Products_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_products_empty = /** @type {((inputs?: Shop_Products_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Products_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_products_empty(inputs)
	return __en.shop_products_empty(inputs)
});
/**
* | output |
* | --- |
* | "Products" |
*
* @param {Shop_Products_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_products_heading = /** @type {((inputs?: Shop_Products_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Products_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_products_heading(inputs)
	return __en.shop_products_heading(inputs)
});
/**
* | output |
* | --- |
* | "Loading products..." |
*
* @param {Shop_Products_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_products_loading = /** @type {((inputs?: Shop_Products_LoadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Products_LoadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_products_loading(inputs)
	return __en.shop_products_loading(inputs)
});
/**
* | output |
* | --- |
* | "The {groupName} shop" |
*
* @param {Shop_Share_AltInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_share_alt = /** @type {((inputs: Shop_Share_AltInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Share_AltInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_share_alt(inputs)
	return __en.shop_share_alt(inputs)
});
/**
* | output |
* | --- |
* | "Official merchandise of the supporters group" |
*
* @param {Shop_Share_SubtitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_share_subtitle = /** @type {((inputs?: Shop_Share_SubtitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Share_SubtitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_share_subtitle(inputs)
	return __en.shop_share_subtitle(inputs)
});
/**
* | output |
* | --- |
* | "Choose a size to add this to your cart." |
*
* @param {Shop_Size_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_size_hint = /** @type {((inputs?: Shop_Size_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Size_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_size_hint(inputs)
	return __en.shop_size_hint(inputs)
});
/**
* | output |
* | --- |
* | "Choose one of the sizes shown" |
*
* @param {Shop_Size_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_size_invalid = /** @type {((inputs?: Shop_Size_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Size_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_size_invalid(inputs)
	return __en.shop_size_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Size" |
*
* @param {Shop_Size_LegendInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_size_legend = /** @type {((inputs?: Shop_Size_LegendInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Size_LegendInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_size_legend(inputs)
	return __en.shop_size_legend(inputs)
});
/**
* | output |
* | --- |
* | "Choose a size" |
*
* @param {Shop_Size_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_size_required = /** @type {((inputs?: Shop_Size_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Size_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_size_required(inputs)
	return __en.shop_size_required(inputs)
});
/**
* | output |
* | --- |
* | "Wear the colours. Every purchase funds the group." |
*
* @param {Shop_TaglineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_tagline = /** @type {((inputs?: Shop_TaglineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_TaglineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_tagline(inputs)
	return __en.shop_tagline(inputs)
});
/**
* | output |
* | --- |
* | "Shop" |
*
* @param {Shop_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_title = /** @type {((inputs?: Shop_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_title(inputs)
	return __en.shop_title(inputs)
});
/**
* | output |
* | --- |
* | "Success" |
*
* @param {Shop_Toast_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_toast_success = /** @type {((inputs?: Shop_Toast_SuccessInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Toast_SuccessInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.shop_toast_success(inputs)
	return __en.shop_toast_success(inputs)
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