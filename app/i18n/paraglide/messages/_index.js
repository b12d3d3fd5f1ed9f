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
/** @typedef {{ reason: NonNullable<unknown> }} Events_Admin_Already_CancelledInputs */
/** @typedef {{}} Events_Admin_Already_Cancelled_TitleInputs */
/** @typedef {{}} Events_Admin_CancelInputs */
/** @typedef {{}} Events_Admin_Cancel_AlreadyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Cancel_AttendeesInputs */
/** @typedef {{}} Events_Admin_Cancel_ConfirmInputs */
/** @typedef {{ title: NonNullable<unknown> }} Events_Admin_Cancel_HeadingInputs */
/** @typedef {{}} Events_Admin_Cancel_LinkInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Cancel_ListingsInputs */
/** @typedef {{}} Events_Admin_Cancel_Page_StaysInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Cancel_ShiftsInputs */
/** @typedef {{}} Events_Admin_Cancel_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Cancel_Watch_PartiesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Cancelled_EmailsInputs */
/** @typedef {{}} Events_Admin_Cancelled_TitleInputs */
/** @typedef {{}} Events_Admin_CancellingInputs */
/** @typedef {{}} Events_Admin_Col_EventInputs */
/** @typedef {{}} Events_Admin_Col_RsvpsInputs */
/** @typedef {{}} Events_Admin_Col_WhenInputs */
/** @typedef {{}} Events_Admin_CreateInputs */
/** @typedef {{}} Events_Admin_Create_FailedInputs */
/** @typedef {{}} Events_Admin_CreatedInputs */
/** @typedef {{}} Events_Admin_DeleteInputs */
/** @typedef {{ count: NonNullable<unknown>, date: NonNullable<unknown> }} Events_Admin_Delete_BodyInputs */
/** @typedef {{}} Events_Admin_Delete_ConfirmInputs */
/** @typedef {{ title: NonNullable<unknown> }} Events_Admin_Delete_HeadingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Events_Admin_Delete_LabelInputs */
/** @typedef {{}} Events_Admin_Delete_TitleInputs */
/** @typedef {{}} Events_Admin_DeletedInputs */
/** @typedef {{}} Events_Admin_Deleted_TitleInputs */
/** @typedef {{}} Events_Admin_DeletingInputs */
/** @typedef {{}} Events_Admin_EditInputs */
/** @typedef {{}} Events_Admin_Edit_HeadingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Events_Admin_Edit_LabelInputs */
/** @typedef {{ title: NonNullable<unknown> }} Events_Admin_Edit_PageInputs */
/** @typedef {{}} Events_Admin_Is_CancelledInputs */
/** @typedef {{}} Events_Admin_KeepInputs */
/** @typedef {{}} Events_Admin_List_TitleInputs */
/** @typedef {{}} Events_Admin_Members_OnlyInputs */
/** @typedef {{}} Events_Admin_NewInputs */
/** @typedef {{}} Events_Admin_New_DescriptionInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Admin_Recent_PastInputs */
/** @typedef {{}} Events_Admin_SaveInputs */
/** @typedef {{}} Events_Admin_UpcomingInputs */
/** @typedef {{}} Events_Admin_Update_FailedInputs */
/** @typedef {{}} Events_Admin_UpdatedInputs */
/** @typedef {{}} Events_Already_CancelledInputs */
/** @typedef {{}} Events_Badge_Away_MatchInputs */
/** @typedef {{}} Events_Badge_CancelledInputs */
/** @typedef {{}} Events_Badge_CommunityInputs */
/** @typedef {{}} Events_Badge_Home_MatchInputs */
/** @typedef {{}} Events_Badge_MatchInputs */
/** @typedef {{}} Events_Badge_Watch_PartyInputs */
/** @typedef {{ going: NonNullable<unknown> }} Events_Capacity_Below_GoingInputs */
/** @typedef {{}} Events_Card_AttendanceInputs */
/** @typedef {{}} Events_Card_AttendeesInputs */
/** @typedef {{}} Events_Card_DateInputs */
/** @typedef {{}} Events_Card_LocationInputs */
/** @typedef {{}} Events_Competition_ContinentalInputs */
/** @typedef {{}} Events_Competition_CupInputs */
/** @typedef {{}} Events_Competition_FriendlyInputs */
/** @typedef {{}} Events_Competition_LeagueInputs */
/** @typedef {{}} Events_Competition_OtherInputs */
/** @typedef {{}} Events_Competition_PlayoffInputs */
/** @typedef {{}} Events_Competition_PreseasonInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Events_Countdown_HoursInputs */
/** @typedef {{ left: NonNullable<unknown> }} Events_Countdown_KickoffInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Events_Countdown_MinutesInputs */
/** @typedef {{ left: NonNullable<unknown> }} Events_Countdown_StartsInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Countdown_TomorrowInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Door_Already_Checked_InInputs */
/** @typedef {{}} Events_Door_Card_ReplacedInputs */
/** @typedef {{}} Events_Door_Check_InInputs */
/** @typedef {{}} Events_Door_Check_In_ClosedInputs */
/** @typedef {{ hours: NonNullable<unknown>, time: NonNullable<unknown> }} Events_Door_Check_In_Not_OpenInputs */
/** @typedef {{}} Events_Door_Checked_InInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Door_Checked_In_AtInputs */
/** @typedef {{ checkedIn: NonNullable<unknown>, going: NonNullable<unknown>, capacity: NonNullable<unknown> }} Events_Door_CountInputs */
/** @typedef {{}} Events_Door_Event_FullInputs */
/** @typedef {{}} Events_Door_ForbiddenInputs */
/** @typedef {{}} Events_Door_Members_Only_EventInputs */
/** @typedef {{}} Events_Door_Membership_ExpiredInputs */
/** @typedef {{}} Events_Door_No_CameraInputs */
/** @typedef {{}} Events_Door_No_DecoderInputs */
/** @typedef {{}} Events_Door_No_PackInputs */
/** @typedef {{}} Events_Door_No_PersonInputs */
/** @typedef {{ query: NonNullable<unknown> }} Events_Door_No_ResultsInputs */
/** @typedef {{}} Events_Door_NobodyInputs */
/** @typedef {{}} Events_Door_Not_A_CardInputs */
/** @typedef {{}} Events_Door_Not_A_MemberInputs */
/** @typedef {{}} Events_Door_OfflineInputs */
/** @typedef {{}} Events_Door_Offline_Search_NoteInputs */
/** @typedef {{}} Events_Door_Queued_NoteInputs */
/** @typedef {{}} Events_Door_Rsvp_GoingInputs */
/** @typedef {{}} Events_Door_Rsvp_NoneInputs */
/** @typedef {{}} Events_Door_Rsvp_WaitlistedInputs */
/** @typedef {{}} Events_Door_ScanInputs */
/** @typedef {{}} Events_Door_Scan_HintInputs */
/** @typedef {{}} Events_Door_SearchInputs */
/** @typedef {{}} Events_Door_Search_FormInputs */
/** @typedef {{}} Events_Door_Search_LabelInputs */
/** @typedef {{}} Events_Door_Search_ResultsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Door_SendingInputs */
/** @typedef {{}} Events_Door_Standing_ExpiredInputs */
/** @typedef {{}} Events_Door_Standing_MemberInputs */
/** @typedef {{}} Events_Door_Standing_NoneInputs */
/** @typedef {{}} Events_Door_Stop_ScanInputs */
/** @typedef {{}} Events_Door_TitleInputs */
/** @typedef {{}} Events_Door_Tone_AgainInputs */
/** @typedef {{}} Events_Door_Tone_OkInputs */
/** @typedef {{}} Events_Door_Tone_RefusedInputs */
/** @typedef {{}} Events_Door_UnlimitedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Door_WaitingInputs */
/** @typedef {{}} Events_Field_Capacity_MaxInputs */
/** @typedef {{}} Events_Field_Capacity_MinInputs */
/** @typedef {{}} Events_Field_Capacity_WholeInputs */
/** @typedef {{}} Events_Field_Date_InvalidInputs */
/** @typedef {{}} Events_Field_DescriptionInputs */
/** @typedef {{}} Events_Field_Face_ValueInputs */
/** @typedef {{}} Events_Field_Face_Value_Home_OnlyInputs */
/** @typedef {{}} Events_Field_Image_UrlInputs */
/** @typedef {{}} Events_Field_LocationInputs */
/** @typedef {{}} Events_Field_Location_RequiredInputs */
/** @typedef {{}} Events_Field_Match_ChooseInputs */
/** @typedef {{}} Events_Field_Match_Watch_Party_OnlyInputs */
/** @typedef {{}} Events_Field_Members_Only_InvalidInputs */
/** @typedef {{}} Events_Field_Template_ChooseInputs */
/** @typedef {{}} Events_Field_TitleInputs */
/** @typedef {{}} Events_Field_Title_RequiredInputs */
/** @typedef {{}} Events_Field_Type_InvalidInputs */
/** @typedef {{}} Events_Field_Watch_Party_Away_OnlyInputs */
/** @typedef {{}} Events_Field_Watch_Party_MinutesInputs */
/** @typedef {{}} Events_Field_Watch_Party_Too_EarlyInputs */
/** @typedef {{}} Events_Field_Watch_Party_Too_LateInputs */
/** @typedef {{}} Events_Field_Watch_Party_VenueInputs */
/** @typedef {{}} Events_Field_Watch_Party_Venue_MissingInputs */
/** @typedef {{}} Events_Filter_AllInputs */
/** @typedef {{}} Events_Filter_CommunityInputs */
/** @typedef {{}} Events_Filter_MatchesInputs */
/** @typedef {{}} Events_Filter_Watch_PartiesInputs */
/** @typedef {{}} Events_Form_Add_ShiftsInputs */
/** @typedef {{}} Events_Form_Away_MatchInputs */
/** @typedef {{}} Events_Form_CapacityInputs */
/** @typedef {{}} Events_Form_Capacity_HintInputs */
/** @typedef {{}} Events_Form_CompetitionInputs */
/** @typedef {{}} Events_Form_DateInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Events_Form_Date_HintInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Events_Form_Date_Hint_EditInputs */
/** @typedef {{ symbol: NonNullable<unknown> }} Events_Form_Face_ValueInputs */
/** @typedef {{}} Events_Form_Face_Value_HintInputs */
/** @typedef {{}} Events_Form_Home_AwayInputs */
/** @typedef {{}} Events_Form_Home_MatchInputs */
/** @typedef {{}} Events_Form_MatchInputs */
/** @typedef {{}} Events_Form_Match_DayInputs */
/** @typedef {{}} Events_Form_Members_OnlyInputs */
/** @typedef {{}} Events_Form_Members_Only_BoxInputs */
/** @typedef {{}} Events_Form_Members_Only_HintInputs */
/** @typedef {{}} Events_Form_No_ShiftsInputs */
/** @typedef {{}} Events_Form_NoneInputs */
/** @typedef {{}} Events_Form_Not_A_MatchInputs */
/** @typedef {{}} Events_Form_OptionalInputs */
/** @typedef {{}} Events_Form_ShiftsInputs */
/** @typedef {{}} Events_Form_Shifts_HintInputs */
/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Events_Form_Template_OptionInputs */
/** @typedef {{}} Events_Form_TypeInputs */
/** @typedef {{}} Events_Form_Type_CommunityInputs */
/** @typedef {{}} Events_Form_Type_MatchInputs */
/** @typedef {{}} Events_Form_Type_Watch_PartyInputs */
/** @typedef {{}} Events_Form_Watch_Party_HintInputs */
/** @typedef {{}} Events_Form_Watch_Party_StartInputs */
/** @typedef {{}} Events_Form_Watch_Party_Start_HintInputs */
/** @typedef {{}} Events_List_IntroInputs */
/** @typedef {{}} Events_List_Meta_DescriptionInputs */
/** @typedef {{}} Events_List_No_PastInputs */
/** @typedef {{}} Events_List_No_UpcomingInputs */
/** @typedef {{}} Events_List_PastInputs */
/** @typedef {{}} Events_List_Show_MoreInputs */
/** @typedef {{}} Events_List_SubscribeInputs */
/** @typedef {{}} Events_List_TitleInputs */
/** @typedef {{}} Events_List_TypesInputs */
/** @typedef {{}} Events_List_UpcomingInputs */
/** @typedef {{}} Events_Match_Not_FoundInputs */
/** @typedef {{}} Events_Not_FoundInputs */
/** @typedef {{}} Events_Page_AttendedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Page_Attended_CountInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Page_AttendeesInputs */
/** @typedef {{}} Events_Page_BackInputs */
/** @typedef {{}} Events_Page_BallotInputs */
/** @typedef {{ status: NonNullable<unknown>, position: NonNullable<unknown> }} Events_Page_Ballot_NumberInputs */
/** @typedef {{ rest: NonNullable<unknown> }} Events_Page_Cancelled_PrefixInputs */
/** @typedef {{}} Events_Page_Check_In_LinkInputs */
/** @typedef {{}} Events_Page_Col_Checked_InInputs */
/** @typedef {{}} Events_Page_Col_Member_IdInputs */
/** @typedef {{}} Events_Page_Col_NameInputs */
/** @typedef {{ price: NonNullable<unknown> }} Events_Page_Collect_HereInputs */
/** @typedef {{}} Events_Page_GoingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Page_Going_CountInputs */
/** @typedef {{}} Events_Page_KickoffInputs */
/** @typedef {{ section: NonNullable<unknown>, row: NonNullable<unknown>, seats: NonNullable<unknown> }} Events_Page_Listing_Row_SeatsInputs */
/** @typedef {{ section: NonNullable<unknown>, seats: NonNullable<unknown> }} Events_Page_Listing_SeatsInputs */
/** @typedef {{}} Events_Page_ListingsInputs */
/** @typedef {{}} Events_Page_MerchInputs */
/** @typedef {{}} Events_Page_New_TabInputs */
/** @typedef {{}} Events_Page_Not_Found_TitleInputs */
/** @typedef {{}} Events_Page_Open_MapsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Events_Page_OrderInputs */
/** @typedef {{}} Events_Page_PastInputs */
/** @typedef {{}} Events_Page_Pickup_LinkInputs */
/** @typedef {{}} Events_Page_RelatedInputs */
/** @typedef {{ assigned: NonNullable<unknown>, needed: NonNullable<unknown> }} Events_Page_Shift_VolunteersInputs */
/** @typedef {{}} Events_Page_ShiftsInputs */
/** @typedef {{}} Events_Page_View_ListingInputs */
/** @typedef {{ section: NonNullable<unknown> }} Events_Page_View_Listing_InInputs */
/** @typedef {{}} Events_Page_WhenInputs */
/** @typedef {{}} Events_Page_WhereInputs */
/** @typedef {{}} Events_Page_Who_CameInputs */
/** @typedef {{ total: NonNullable<unknown> }} Events_Page_Who_Came_TotalInputs */
/** @typedef {{ total: NonNullable<unknown>, shown: NonNullable<unknown> }} Events_Page_Who_Came_Total_LatestInputs */
/** @typedef {{}} Events_Page_Your_OrdersInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Pickup_Already_CollectedInputs */
/** @typedef {{ time: NonNullable<unknown>, by: NonNullable<unknown> }} Events_Pickup_Already_Collected_ByInputs */
/** @typedef {{}} Events_Pickup_Card_Not_ReceivedInputs */
/** @typedef {{}} Events_Pickup_CollectedInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Pickup_Collected_AtInputs */
/** @typedef {{ time: NonNullable<unknown>, by: NonNullable<unknown> }} Events_Pickup_Collected_At_ByInputs */
/** @typedef {{}} Events_Pickup_ForbiddenInputs */
/** @typedef {{}} Events_Pickup_GuestInputs */
/** @typedef {{}} Events_Pickup_Marked_PaidInputs */
/** @typedef {{ query: NonNullable<unknown> }} Events_Pickup_No_ResultsInputs */
/** @typedef {{}} Events_Pickup_NothingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Events_Pickup_OrderInputs */
/** @typedef {{}} Events_Pickup_Order_CancelledInputs */
/** @typedef {{}} Events_Pickup_Order_Not_FoundInputs */
/** @typedef {{}} Events_Pickup_PaidInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Events_Pickup_Pay_LaterInputs */
/** @typedef {{}} Events_Pickup_Search_FormInputs */
/** @typedef {{}} Events_Pickup_Search_LabelInputs */
/** @typedef {{}} Events_Pickup_TitleInputs */
/** @typedef {{}} Events_Pickup_Tone_AgainInputs */
/** @typedef {{}} Events_Pickup_Tone_OkInputs */
/** @typedef {{}} Events_Pickup_Tone_RefusedInputs */
/** @typedef {{}} Events_Pickup_Unknown_CardInputs */
/** @typedef {{}} Events_Rsvp_Add_To_CalendarInputs */
/** @typedef {{}} Events_Rsvp_Become_MemberInputs */
/** @typedef {{}} Events_Rsvp_ButtonInputs */
/** @typedef {{}} Events_Rsvp_CancelInputs */
/** @typedef {{}} Events_Rsvp_CancelledInputs */
/** @typedef {{}} Events_Rsvp_CancellingInputs */
/** @typedef {{}} Events_Rsvp_ConfirmedInputs */
/** @typedef {{}} Events_Rsvp_Event_CancelledInputs */
/** @typedef {{}} Events_Rsvp_FailedInputs */
/** @typedef {{}} Events_Rsvp_FullInputs */
/** @typedef {{}} Events_Rsvp_GoingInputs */
/** @typedef {{}} Events_Rsvp_Leave_WaitlistInputs */
/** @typedef {{}} Events_Rsvp_LeavingInputs */
/** @typedef {{}} Events_Rsvp_Left_WaitlistInputs */
/** @typedef {{}} Events_Rsvp_Members_OnlyInputs */
/** @typedef {{}} Events_Rsvp_Members_Only_RefusedInputs */
/** @typedef {{}} Events_Rsvp_No_Longer_GoingInputs */
/** @typedef {{}} Events_Rsvp_Not_FoundInputs */
/** @typedef {{}} Events_Rsvp_On_WaitlistInputs */
/** @typedef {{ position: NonNullable<unknown> }} Events_Rsvp_On_Waitlist_AtInputs */
/** @typedef {{}} Events_Rsvp_PastInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Rsvp_Places_LeftInputs */
/** @typedef {{}} Events_Rsvp_RsvpingInputs */
/** @typedef {{}} Events_Rsvp_Toast_Cancelled_TitleInputs */
/** @typedef {{}} Events_Rsvp_Toast_Left_Waitlist_TitleInputs */
/** @typedef {{}} Events_Rsvp_Toast_SuccessInputs */
/** @typedef {{}} Events_Rsvp_Toast_Waitlist_TitleInputs */
/** @typedef {{}} Events_Rsvp_Waitlisted_ToastInputs */
/** @typedef {{ position: NonNullable<unknown> }} Events_Rsvp_Waitlisted_Toast_AtInputs */
/** @typedef {{}} Events_Share_CancelledInputs */
/** @typedef {{}} Events_Shift_Template_Not_FoundInputs */
/** @typedef {{}} Events_Team_AwayInputs */
/** @typedef {{}} Events_Team_HomeInputs */
/** @typedef {{ side: NonNullable<unknown>, name: NonNullable<unknown> }} Events_Team_LabelInputs */
/** @typedef {{}} Events_Teams_VsInputs */
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
* | "{reason} Nobody was emailed again." |
*
* @param {Events_Admin_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_already_cancelled = /** @type {((inputs: Events_Admin_Already_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Already_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_already_cancelled(inputs)
	return __en.events_admin_already_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Already cancelled" |
*
* @param {Events_Admin_Already_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_already_cancelled_title = /** @type {((inputs?: Events_Admin_Already_Cancelled_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Already_Cancelled_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_already_cancelled_title(inputs)
	return __en.events_admin_already_cancelled_title(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Events_Admin_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel = /** @type {((inputs?: Events_Admin_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel(inputs)
	return __en.events_admin_cancel(inputs)
});
/**
* | output |
* | --- |
* | "It is already cancelled." |
*
* @param {Events_Admin_Cancel_AlreadyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_already = /** @type {((inputs?: Events_Admin_Cancel_AlreadyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_AlreadyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel_already(inputs)
	return __en.events_admin_cancel_already(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} member who RSVP'd will get an email saying it is cancelled." |
* | * | "{count} members who RSVP'd will get an email saying it is cancelled." |
*
* @param {Events_Admin_Cancel_AttendeesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_attendees = /** @type {((inputs: Events_Admin_Cancel_AttendeesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_AttendeesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel_attendees(inputs)
	return __en.events_admin_cancel_attendees(inputs)
});
/**
* | output |
* | --- |
* | "Yes, cancel the event and email everyone" |
*
* @param {Events_Admin_Cancel_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_confirm = /** @type {((inputs?: Events_Admin_Cancel_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel_confirm(inputs)
	return __en.events_admin_cancel_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Cancel “{title}”?" |
*
* @param {Events_Admin_Cancel_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_heading = /** @type {((inputs: Events_Admin_Cancel_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel_heading(inputs)
	return __en.events_admin_cancel_heading(inputs)
});
/**
* | output |
* | --- |
* | "Cancel this event…" |
*
* @param {Events_Admin_Cancel_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_link = /** @type {((inputs?: Events_Admin_Cancel_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel_link(inputs)
	return __en.events_admin_cancel_link(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} open ticket listing closes, and their posters are emailed." |
* | * | "{count} open ticket listings close, and their posters are emailed." |
*
* @param {Events_Admin_Cancel_ListingsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_listings = /** @type {((inputs: Events_Admin_Cancel_ListingsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_ListingsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel_listings(inputs)
	return __en.events_admin_cancel_listings(inputs)
});
/**
* | output |
* | --- |
* | "Its page stays, marked cancelled, and RSVPs close." |
*
* @param {Events_Admin_Cancel_Page_StaysInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_page_stays = /** @type {((inputs?: Events_Admin_Cancel_Page_StaysInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_Page_StaysInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel_page_stays(inputs)
	return __en.events_admin_cancel_page_stays(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} volunteer shift is cancelled; their volunteers get the shift cancellation email." |
* | * | "{count} volunteer shifts are cancelled; their volunteers get the shift cancellation email." |
*
* @param {Events_Admin_Cancel_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_shifts = /** @type {((inputs: Events_Admin_Cancel_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel_shifts(inputs)
	return __en.events_admin_cancel_shifts(inputs)
});
/**
* | output |
* | --- |
* | "Cancel event" |
*
* @param {Events_Admin_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_title = /** @type {((inputs?: Events_Admin_Cancel_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel_title(inputs)
	return __en.events_admin_cancel_title(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} watch party for it will be cancelled too." |
* | * | "{count} watch parties for it will be cancelled too." |
*
* @param {Events_Admin_Cancel_Watch_PartiesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancel_watch_parties = /** @type {((inputs: Events_Admin_Cancel_Watch_PartiesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancel_Watch_PartiesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancel_watch_parties(inputs)
	return __en.events_admin_cancel_watch_parties(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} email will go out." |
* | * | "{count} emails will go out." |
*
* @param {Events_Admin_Cancelled_EmailsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancelled_emails = /** @type {((inputs: Events_Admin_Cancelled_EmailsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancelled_EmailsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancelled_emails(inputs)
	return __en.events_admin_cancelled_emails(inputs)
});
/**
* | output |
* | --- |
* | "Event cancelled" |
*
* @param {Events_Admin_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancelled_title = /** @type {((inputs?: Events_Admin_Cancelled_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Cancelled_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancelled_title(inputs)
	return __en.events_admin_cancelled_title(inputs)
});
/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Events_Admin_CancellingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_cancelling = /** @type {((inputs?: Events_Admin_CancellingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_CancellingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_cancelling(inputs)
	return __en.events_admin_cancelling(inputs)
});
/**
* | output |
* | --- |
* | "Event" |
*
* @param {Events_Admin_Col_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_col_event = /** @type {((inputs?: Events_Admin_Col_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Col_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_col_event(inputs)
	return __en.events_admin_col_event(inputs)
});
/**
* | output |
* | --- |
* | "RSVPs" |
*
* @param {Events_Admin_Col_RsvpsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_col_rsvps = /** @type {((inputs?: Events_Admin_Col_RsvpsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Col_RsvpsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_col_rsvps(inputs)
	return __en.events_admin_col_rsvps(inputs)
});
/**
* | output |
* | --- |
* | "When" |
*
* @param {Events_Admin_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_col_when = /** @type {((inputs?: Events_Admin_Col_WhenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Col_WhenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_col_when(inputs)
	return __en.events_admin_col_when(inputs)
});
/**
* | output |
* | --- |
* | "Create Event" |
*
* @param {Events_Admin_CreateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_create = /** @type {((inputs?: Events_Admin_CreateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_CreateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_create(inputs)
	return __en.events_admin_create(inputs)
});
/**
* | output |
* | --- |
* | "Failed to create event. Please try again." |
*
* @param {Events_Admin_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_create_failed = /** @type {((inputs?: Events_Admin_Create_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Create_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_create_failed(inputs)
	return __en.events_admin_create_failed(inputs)
});
/**
* | output |
* | --- |
* | "Event created successfully!" |
*
* @param {Events_Admin_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_created = /** @type {((inputs?: Events_Admin_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_created(inputs)
	return __en.events_admin_created(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Events_Admin_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete = /** @type {((inputs?: Events_Admin_DeleteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_DeleteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_delete(inputs)
	return __en.events_admin_delete(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{date}. This removes the event and its {count} RSVP. It cannot be undone." |
* | * | "{date}. This removes the event and its {count} RSVPs. It cannot be undone." |
*
* @param {Events_Admin_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_body = /** @type {((inputs: Events_Admin_Delete_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Delete_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_delete_body(inputs)
	return __en.events_admin_delete_body(inputs)
});
/**
* | output |
* | --- |
* | "Yes, delete event" |
*
* @param {Events_Admin_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_confirm = /** @type {((inputs?: Events_Admin_Delete_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Delete_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_delete_confirm(inputs)
	return __en.events_admin_delete_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Delete “{title}”?" |
*
* @param {Events_Admin_Delete_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_heading = /** @type {((inputs: Events_Admin_Delete_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Delete_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_delete_heading(inputs)
	return __en.events_admin_delete_heading(inputs)
});
/**
* | output |
* | --- |
* | "Delete {title}" |
*
* @param {Events_Admin_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_label = /** @type {((inputs: Events_Admin_Delete_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Delete_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_delete_label(inputs)
	return __en.events_admin_delete_label(inputs)
});
/**
* | output |
* | --- |
* | "Delete event" |
*
* @param {Events_Admin_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_delete_title = /** @type {((inputs?: Events_Admin_Delete_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Delete_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_delete_title(inputs)
	return __en.events_admin_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "The event and its RSVPs were removed." |
*
* @param {Events_Admin_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_deleted = /** @type {((inputs?: Events_Admin_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_deleted(inputs)
	return __en.events_admin_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Event deleted" |
*
* @param {Events_Admin_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_deleted_title = /** @type {((inputs?: Events_Admin_Deleted_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Deleted_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_deleted_title(inputs)
	return __en.events_admin_deleted_title(inputs)
});
/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Events_Admin_DeletingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_deleting = /** @type {((inputs?: Events_Admin_DeletingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_DeletingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_deleting(inputs)
	return __en.events_admin_deleting(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Events_Admin_EditInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_edit = /** @type {((inputs?: Events_Admin_EditInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_EditInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_edit(inputs)
	return __en.events_admin_edit(inputs)
});
/**
* | output |
* | --- |
* | "Edit event" |
*
* @param {Events_Admin_Edit_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_edit_heading = /** @type {((inputs?: Events_Admin_Edit_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Edit_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_edit_heading(inputs)
	return __en.events_admin_edit_heading(inputs)
});
/**
* | output |
* | --- |
* | "Edit {title}" |
*
* @param {Events_Admin_Edit_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_edit_label = /** @type {((inputs: Events_Admin_Edit_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Edit_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_edit_label(inputs)
	return __en.events_admin_edit_label(inputs)
});
/**
* | output |
* | --- |
* | "Edit {title}" |
*
* @param {Events_Admin_Edit_PageInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_edit_page = /** @type {((inputs: Events_Admin_Edit_PageInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Edit_PageInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_edit_page(inputs)
	return __en.events_admin_edit_page(inputs)
});
/**
* | output |
* | --- |
* | "This event is cancelled: its page shows the notice and RSVPs are closed." |
*
* @param {Events_Admin_Is_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_is_cancelled = /** @type {((inputs?: Events_Admin_Is_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Is_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_is_cancelled(inputs)
	return __en.events_admin_is_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Events_Admin_KeepInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_keep = /** @type {((inputs?: Events_Admin_KeepInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_KeepInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_keep(inputs)
	return __en.events_admin_keep(inputs)
});
/**
* | output |
* | --- |
* | "Manage events" |
*
* @param {Events_Admin_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_list_title = /** @type {((inputs?: Events_Admin_List_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_List_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_list_title(inputs)
	return __en.events_admin_list_title(inputs)
});
/**
* | output |
* | --- |
* | "Members only" |
*
* @param {Events_Admin_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_members_only = /** @type {((inputs?: Events_Admin_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_members_only(inputs)
	return __en.events_admin_members_only(inputs)
});
/**
* | output |
* | --- |
* | "Add New Event" |
*
* @param {Events_Admin_NewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_new = /** @type {((inputs?: Events_Admin_NewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_NewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_new(inputs)
	return __en.events_admin_new(inputs)
});
/**
* | output |
* | --- |
* | "Title, date, location and type are required. Past dates are allowed, to record history." |
*
* @param {Events_Admin_New_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_new_description = /** @type {((inputs?: Events_Admin_New_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_New_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_new_description(inputs)
	return __en.events_admin_new_description(inputs)
});
/**
* | output |
* | --- |
* | "Recent past (last {count})" |
*
* @param {Events_Admin_Recent_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_recent_past = /** @type {((inputs: Events_Admin_Recent_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Recent_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_recent_past(inputs)
	return __en.events_admin_recent_past(inputs)
});
/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Events_Admin_SaveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_save = /** @type {((inputs?: Events_Admin_SaveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_SaveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_save(inputs)
	return __en.events_admin_save(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Events_Admin_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_upcoming = /** @type {((inputs?: Events_Admin_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_upcoming(inputs)
	return __en.events_admin_upcoming(inputs)
});
/**
* | output |
* | --- |
* | "Failed to update event. Please try again." |
*
* @param {Events_Admin_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_update_failed = /** @type {((inputs?: Events_Admin_Update_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_Update_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_update_failed(inputs)
	return __en.events_admin_update_failed(inputs)
});
/**
* | output |
* | --- |
* | "Event updated successfully!" |
*
* @param {Events_Admin_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_admin_updated = /** @type {((inputs?: Events_Admin_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Admin_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_admin_updated(inputs)
	return __en.events_admin_updated(inputs)
});
/**
* | output |
* | --- |
* | "This event is already cancelled." |
*
* @param {Events_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_already_cancelled = /** @type {((inputs?: Events_Already_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Already_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_already_cancelled(inputs)
	return __en.events_already_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Away Match" |
*
* @param {Events_Badge_Away_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_badge_away_match = /** @type {((inputs?: Events_Badge_Away_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Badge_Away_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_badge_away_match(inputs)
	return __en.events_badge_away_match(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Events_Badge_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_badge_cancelled = /** @type {((inputs?: Events_Badge_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Badge_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_badge_cancelled(inputs)
	return __en.events_badge_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Community Event" |
*
* @param {Events_Badge_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_badge_community = /** @type {((inputs?: Events_Badge_CommunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Badge_CommunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_badge_community(inputs)
	return __en.events_badge_community(inputs)
});
/**
* | output |
* | --- |
* | "Home Match" |
*
* @param {Events_Badge_Home_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_badge_home_match = /** @type {((inputs?: Events_Badge_Home_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Badge_Home_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_badge_home_match(inputs)
	return __en.events_badge_home_match(inputs)
});
/**
* | output |
* | --- |
* | "Match" |
*
* @param {Events_Badge_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_badge_match = /** @type {((inputs?: Events_Badge_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Badge_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_badge_match(inputs)
	return __en.events_badge_match(inputs)
});
/**
* | output |
* | --- |
* | "Watch Party" |
*
* @param {Events_Badge_Watch_PartyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_badge_watch_party = /** @type {((inputs?: Events_Badge_Watch_PartyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Badge_Watch_PartyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_badge_watch_party(inputs)
	return __en.events_badge_watch_party(inputs)
});
/**
* | goingPlural | output |
* | --- | --- |
* | "one" | "Capacity can't be lower than the {going} member already going. Enter {going} or more, or leave it empty for unlimited." |
* | * | "Capacity can't be lower than the {going} members already going. Enter {going} or more, or leave it empty for unlimited." |
*
* @param {Events_Capacity_Below_GoingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_capacity_below_going = /** @type {((inputs: Events_Capacity_Below_GoingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Capacity_Below_GoingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_capacity_below_going(inputs)
	return __en.events_capacity_below_going(inputs)
});
/**
* | output |
* | --- |
* | "Attendance" |
*
* @param {Events_Card_AttendanceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_card_attendance = /** @type {((inputs?: Events_Card_AttendanceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Card_AttendanceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_card_attendance(inputs)
	return __en.events_card_attendance(inputs)
});
/**
* | output |
* | --- |
* | "Attendees" |
*
* @param {Events_Card_AttendeesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_card_attendees = /** @type {((inputs?: Events_Card_AttendeesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Card_AttendeesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_card_attendees(inputs)
	return __en.events_card_attendees(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Events_Card_DateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_card_date = /** @type {((inputs?: Events_Card_DateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Card_DateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_card_date(inputs)
	return __en.events_card_date(inputs)
});
/**
* | output |
* | --- |
* | "Location" |
*
* @param {Events_Card_LocationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_card_location = /** @type {((inputs?: Events_Card_LocationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Card_LocationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_card_location(inputs)
	return __en.events_card_location(inputs)
});
/**
* | output |
* | --- |
* | "Continental" |
*
* @param {Events_Competition_ContinentalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_continental = /** @type {((inputs?: Events_Competition_ContinentalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_ContinentalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_competition_continental(inputs)
	return __en.events_competition_continental(inputs)
});
/**
* | output |
* | --- |
* | "Cup" |
*
* @param {Events_Competition_CupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_cup = /** @type {((inputs?: Events_Competition_CupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_CupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_competition_cup(inputs)
	return __en.events_competition_cup(inputs)
});
/**
* | output |
* | --- |
* | "Friendly" |
*
* @param {Events_Competition_FriendlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_friendly = /** @type {((inputs?: Events_Competition_FriendlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_FriendlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_competition_friendly(inputs)
	return __en.events_competition_friendly(inputs)
});
/**
* | output |
* | --- |
* | "League" |
*
* @param {Events_Competition_LeagueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_league = /** @type {((inputs?: Events_Competition_LeagueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_LeagueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_competition_league(inputs)
	return __en.events_competition_league(inputs)
});
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Events_Competition_OtherInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_other = /** @type {((inputs?: Events_Competition_OtherInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_OtherInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_competition_other(inputs)
	return __en.events_competition_other(inputs)
});
/**
* | output |
* | --- |
* | "Playoff" |
*
* @param {Events_Competition_PlayoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_playoff = /** @type {((inputs?: Events_Competition_PlayoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_PlayoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_competition_playoff(inputs)
	return __en.events_competition_playoff(inputs)
});
/**
* | output |
* | --- |
* | "Preseason" |
*
* @param {Events_Competition_PreseasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_preseason = /** @type {((inputs?: Events_Competition_PreseasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_PreseasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_competition_preseason(inputs)
	return __en.events_competition_preseason(inputs)
});
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Events_Countdown_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_countdown_hours = /** @type {((inputs: Events_Countdown_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Countdown_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_countdown_hours(inputs)
	return __en.events_countdown_hours(inputs)
});
/**
* | output |
* | --- |
* | "Kickoff in {left}" |
*
* @param {Events_Countdown_KickoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_countdown_kickoff = /** @type {((inputs: Events_Countdown_KickoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Countdown_KickoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_countdown_kickoff(inputs)
	return __en.events_countdown_kickoff(inputs)
});
/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Events_Countdown_MinutesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_countdown_minutes = /** @type {((inputs: Events_Countdown_MinutesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Countdown_MinutesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_countdown_minutes(inputs)
	return __en.events_countdown_minutes(inputs)
});
/**
* | output |
* | --- |
* | "Starts in {left}" |
*
* @param {Events_Countdown_StartsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_countdown_starts = /** @type {((inputs: Events_Countdown_StartsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Countdown_StartsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_countdown_starts(inputs)
	return __en.events_countdown_starts(inputs)
});
/**
* | output |
* | --- |
* | "Tomorrow, {time}" |
*
* @param {Events_Countdown_TomorrowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_countdown_tomorrow = /** @type {((inputs: Events_Countdown_TomorrowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Countdown_TomorrowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_countdown_tomorrow(inputs)
	return __en.events_countdown_tomorrow(inputs)
});
/**
* | output |
* | --- |
* | "Already checked in at {time}" |
*
* @param {Events_Door_Already_Checked_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_already_checked_in = /** @type {((inputs: Events_Door_Already_Checked_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Already_Checked_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_already_checked_in(inputs)
	return __en.events_door_already_checked_in(inputs)
});
/**
* | output |
* | --- |
* | "Card replaced — ask for the new one" |
*
* @param {Events_Door_Card_ReplacedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_card_replaced = /** @type {((inputs?: Events_Door_Card_ReplacedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Card_ReplacedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_card_replaced(inputs)
	return __en.events_door_card_replaced(inputs)
});
/**
* | output |
* | --- |
* | "Check in" |
*
* @param {Events_Door_Check_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_check_in = /** @type {((inputs?: Events_Door_Check_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Check_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_check_in(inputs)
	return __en.events_door_check_in(inputs)
});
/**
* | output |
* | --- |
* | "Check-in for this event closed at the end of its day" |
*
* @param {Events_Door_Check_In_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_check_in_closed = /** @type {((inputs?: Events_Door_Check_In_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Check_In_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_check_in_closed(inputs)
	return __en.events_door_check_in_closed(inputs)
});
/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "Check-in opens at {time}, {hours} hour before kickoff" |
* | * | "Check-in opens at {time}, {hours} hours before kickoff" |
*
* @param {Events_Door_Check_In_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_check_in_not_open = /** @type {((inputs: Events_Door_Check_In_Not_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Check_In_Not_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_check_in_not_open(inputs)
	return __en.events_door_check_in_not_open(inputs)
});
/**
* | output |
* | --- |
* | "Checked in" |
*
* @param {Events_Door_Checked_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_checked_in = /** @type {((inputs?: Events_Door_Checked_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Checked_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_checked_in(inputs)
	return __en.events_door_checked_in(inputs)
});
/**
* | output |
* | --- |
* | "Checked in at {time}" |
*
* @param {Events_Door_Checked_In_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_checked_in_at = /** @type {((inputs: Events_Door_Checked_In_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Checked_In_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_checked_in_at(inputs)
	return __en.events_door_checked_in_at(inputs)
});
/**
* | output |
* | --- |
* | "Checked in {checkedIn} / RSVP'd {going} / capacity {capacity}" |
*
* @param {Events_Door_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_count = /** @type {((inputs: Events_Door_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_count(inputs)
	return __en.events_door_count(inputs)
});
/**
* | output |
* | --- |
* | "Event full — no walk-ins" |
*
* @param {Events_Door_Event_FullInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_event_full = /** @type {((inputs?: Events_Door_Event_FullInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Event_FullInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_event_full(inputs)
	return __en.events_door_event_full(inputs)
});
/**
* | output |
* | --- |
* | "Only admins and this event's volunteers can check people in at its door." |
*
* @param {Events_Door_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_forbidden = /** @type {((inputs?: Events_Door_ForbiddenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_ForbiddenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_forbidden(inputs)
	return __en.events_door_forbidden(inputs)
});
/**
* | output |
* | --- |
* | "Members-only event" |
*
* @param {Events_Door_Members_Only_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_members_only_event = /** @type {((inputs?: Events_Door_Members_Only_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Members_Only_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_members_only_event(inputs)
	return __en.events_door_members_only_event(inputs)
});
/**
* | output |
* | --- |
* | "Membership expired — ask at the table" |
*
* @param {Events_Door_Membership_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_membership_expired = /** @type {((inputs?: Events_Door_Membership_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Membership_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_membership_expired(inputs)
	return __en.events_door_membership_expired(inputs)
});
/**
* | output |
* | --- |
* | "No camera could be opened: search by name or Member ID below." |
*
* @param {Events_Door_No_CameraInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_no_camera = /** @type {((inputs?: Events_Door_No_CameraInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_No_CameraInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_no_camera(inputs)
	return __en.events_door_no_camera(inputs)
});
/**
* | output |
* | --- |
* | "The scanner could not load (it needs a signal the first time): search by name or Member ID below." |
*
* @param {Events_Door_No_DecoderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_no_decoder = /** @type {((inputs?: Events_Door_No_DecoderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_No_DecoderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_no_decoder(inputs)
	return __en.events_door_no_decoder(inputs)
});
/**
* | output |
* | --- |
* | "Not a member (offline, and this phone has no list of the members' cards yet)" |
*
* @param {Events_Door_No_PackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_no_pack = /** @type {((inputs?: Events_Door_No_PackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_No_PackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_no_pack(inputs)
	return __en.events_door_no_pack(inputs)
});
/**
* | output |
* | --- |
* | "No member on this card" |
*
* @param {Events_Door_No_PersonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_no_person = /** @type {((inputs?: Events_Door_No_PersonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_No_PersonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_no_person(inputs)
	return __en.events_door_no_person(inputs)
});
/**
* | output |
* | --- |
* | "No member or RSVP matches “{query}”." |
*
* @param {Events_Door_No_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_no_results = /** @type {((inputs: Events_Door_No_ResultsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_No_ResultsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_no_results(inputs)
	return __en.events_door_no_results(inputs)
});
/**
* | output |
* | --- |
* | "Choose who to check in: search by name or Member ID." |
*
* @param {Events_Door_NobodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_nobody = /** @type {((inputs?: Events_Door_NobodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_NobodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_nobody(inputs)
	return __en.events_door_nobody(inputs)
});
/**
* | output |
* | --- |
* | "This QR code is not a member card." |
*
* @param {Events_Door_Not_A_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_not_a_card = /** @type {((inputs?: Events_Door_Not_A_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Not_A_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_not_a_card(inputs)
	return __en.events_door_not_a_card(inputs)
});
/**
* | output |
* | --- |
* | "Not a member" |
*
* @param {Events_Door_Not_A_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_not_a_member = /** @type {((inputs?: Events_Door_Not_A_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Not_A_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_not_a_member(inputs)
	return __en.events_door_not_a_member(inputs)
});
/**
* | output |
* | --- |
* | "Offline — scans are judged on this phone and sent when the signal is back." |
*
* @param {Events_Door_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_offline = /** @type {((inputs?: Events_Door_OfflineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_OfflineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_offline(inputs)
	return __en.events_door_offline(inputs)
});
/**
* | output |
* | --- |
* | "Offline — found on this phone's list of members" |
*
* @param {Events_Door_Offline_Search_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_offline_search_note = /** @type {((inputs?: Events_Door_Offline_Search_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Offline_Search_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_offline_search_note(inputs)
	return __en.events_door_offline_search_note(inputs)
});
/**
* | output |
* | --- |
* | "Saved on this phone: it is sent when the signal is back." |
*
* @param {Events_Door_Queued_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_queued_note = /** @type {((inputs?: Events_Door_Queued_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Queued_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_queued_note(inputs)
	return __en.events_door_queued_note(inputs)
});
/**
* | output |
* | --- |
* | "RSVP'd going" |
*
* @param {Events_Door_Rsvp_GoingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_rsvp_going = /** @type {((inputs?: Events_Door_Rsvp_GoingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Rsvp_GoingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_rsvp_going(inputs)
	return __en.events_door_rsvp_going(inputs)
});
/**
* | output |
* | --- |
* | "No RSVP (walk-in)" |
*
* @param {Events_Door_Rsvp_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_rsvp_none = /** @type {((inputs?: Events_Door_Rsvp_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Rsvp_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_rsvp_none(inputs)
	return __en.events_door_rsvp_none(inputs)
});
/**
* | output |
* | --- |
* | "On the waitlist" |
*
* @param {Events_Door_Rsvp_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_rsvp_waitlisted = /** @type {((inputs?: Events_Door_Rsvp_WaitlistedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Rsvp_WaitlistedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_rsvp_waitlisted(inputs)
	return __en.events_door_rsvp_waitlisted(inputs)
});
/**
* | output |
* | --- |
* | "Scan a card" |
*
* @param {Events_Door_ScanInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_scan = /** @type {((inputs?: Events_Door_ScanInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_ScanInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_scan(inputs)
	return __en.events_door_scan(inputs)
});
/**
* | output |
* | --- |
* | "Hold the member card's QR code in front of the camera." |
*
* @param {Events_Door_Scan_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_scan_hint = /** @type {((inputs?: Events_Door_Scan_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Scan_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_scan_hint(inputs)
	return __en.events_door_scan_hint(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Events_Door_SearchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_search = /** @type {((inputs?: Events_Door_SearchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_SearchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_search(inputs)
	return __en.events_door_search(inputs)
});
/**
* | output |
* | --- |
* | "Search members" |
*
* @param {Events_Door_Search_FormInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_search_form = /** @type {((inputs?: Events_Door_Search_FormInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Search_FormInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_search_form(inputs)
	return __en.events_door_search_form(inputs)
});
/**
* | output |
* | --- |
* | "Name or Member ID" |
*
* @param {Events_Door_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_search_label = /** @type {((inputs?: Events_Door_Search_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Search_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_search_label(inputs)
	return __en.events_door_search_label(inputs)
});
/**
* | output |
* | --- |
* | "Search results" |
*
* @param {Events_Door_Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_search_results = /** @type {((inputs?: Events_Door_Search_ResultsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Search_ResultsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_search_results(inputs)
	return __en.events_door_search_results(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Sending {count} check-in…" |
* | * | "Sending {count} check-ins…" |
*
* @param {Events_Door_SendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_sending = /** @type {((inputs: Events_Door_SendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_SendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_sending(inputs)
	return __en.events_door_sending(inputs)
});
/**
* | output |
* | --- |
* | "Membership expired" |
*
* @param {Events_Door_Standing_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_standing_expired = /** @type {((inputs?: Events_Door_Standing_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Standing_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_standing_expired(inputs)
	return __en.events_door_standing_expired(inputs)
});
/**
* | output |
* | --- |
* | "Member" |
*
* @param {Events_Door_Standing_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_standing_member = /** @type {((inputs?: Events_Door_Standing_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Standing_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_standing_member(inputs)
	return __en.events_door_standing_member(inputs)
});
/**
* | output |
* | --- |
* | "Not a member" |
*
* @param {Events_Door_Standing_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_standing_none = /** @type {((inputs?: Events_Door_Standing_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Standing_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_standing_none(inputs)
	return __en.events_door_standing_none(inputs)
});
/**
* | output |
* | --- |
* | "Stop scanning" |
*
* @param {Events_Door_Stop_ScanInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_stop_scan = /** @type {((inputs?: Events_Door_Stop_ScanInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Stop_ScanInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_stop_scan(inputs)
	return __en.events_door_stop_scan(inputs)
});
/**
* | output |
* | --- |
* | "Check-in at the door" |
*
* @param {Events_Door_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_title = /** @type {((inputs?: Events_Door_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_title(inputs)
	return __en.events_door_title(inputs)
});
/**
* | output |
* | --- |
* | "Admitted earlier" |
*
* @param {Events_Door_Tone_AgainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_tone_again = /** @type {((inputs?: Events_Door_Tone_AgainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Tone_AgainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_tone_again(inputs)
	return __en.events_door_tone_again(inputs)
});
/**
* | output |
* | --- |
* | "Admitted" |
*
* @param {Events_Door_Tone_OkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_tone_ok = /** @type {((inputs?: Events_Door_Tone_OkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Tone_OkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_tone_ok(inputs)
	return __en.events_door_tone_ok(inputs)
});
/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Events_Door_Tone_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_tone_refused = /** @type {((inputs?: Events_Door_Tone_RefusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Tone_RefusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_tone_refused(inputs)
	return __en.events_door_tone_refused(inputs)
});
/**
* | output |
* | --- |
* | "unlimited" |
*
* @param {Events_Door_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_unlimited = /** @type {((inputs?: Events_Door_UnlimitedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_UnlimitedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_unlimited(inputs)
	return __en.events_door_unlimited(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Offline — {count} check-in waiting" |
* | * | "Offline — {count} check-ins waiting" |
*
* @param {Events_Door_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_waiting = /** @type {((inputs: Events_Door_WaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_WaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_door_waiting(inputs)
	return __en.events_door_waiting(inputs)
});
/**
* | output |
* | --- |
* | "Capacity can be at most 1,000,000" |
*
* @param {Events_Field_Capacity_MaxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_capacity_max = /** @type {((inputs?: Events_Field_Capacity_MaxInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Capacity_MaxInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_capacity_max(inputs)
	return __en.events_field_capacity_max(inputs)
});
/**
* | output |
* | --- |
* | "Capacity must be at least 1 (leave it empty for unlimited)" |
*
* @param {Events_Field_Capacity_MinInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_capacity_min = /** @type {((inputs?: Events_Field_Capacity_MinInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Capacity_MinInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_capacity_min(inputs)
	return __en.events_field_capacity_min(inputs)
});
/**
* | output |
* | --- |
* | "Capacity must be a whole number of places, or empty for unlimited" |
*
* @param {Events_Field_Capacity_WholeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_capacity_whole = /** @type {((inputs?: Events_Field_Capacity_WholeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Capacity_WholeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_capacity_whole(inputs)
	return __en.events_field_capacity_whole(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid date and time" |
*
* @param {Events_Field_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_date_invalid = /** @type {((inputs?: Events_Field_Date_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Date_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_date_invalid(inputs)
	return __en.events_field_date_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Events_Field_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_description = /** @type {((inputs?: Events_Field_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_description(inputs)
	return __en.events_field_description(inputs)
});
/**
* | output |
* | --- |
* | "face value" |
*
* @param {Events_Field_Face_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_face_value = /** @type {((inputs?: Events_Field_Face_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Face_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_face_value(inputs)
	return __en.events_field_face_value(inputs)
});
/**
* | output |
* | --- |
* | "A face value applies to home matches only" |
*
* @param {Events_Field_Face_Value_Home_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_face_value_home_only = /** @type {((inputs?: Events_Field_Face_Value_Home_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Face_Value_Home_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_face_value_home_only(inputs)
	return __en.events_field_face_value_home_only(inputs)
});
/**
* | output |
* | --- |
* | "Image URL" |
*
* @param {Events_Field_Image_UrlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_image_url = /** @type {((inputs?: Events_Field_Image_UrlInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Image_UrlInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_image_url(inputs)
	return __en.events_field_image_url(inputs)
});
/**
* | output |
* | --- |
* | "Location" |
*
* @param {Events_Field_LocationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_location = /** @type {((inputs?: Events_Field_LocationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_LocationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_location(inputs)
	return __en.events_field_location(inputs)
});
/**
* | output |
* | --- |
* | "Location is required" |
*
* @param {Events_Field_Location_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_location_required = /** @type {((inputs?: Events_Field_Location_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Location_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_location_required(inputs)
	return __en.events_field_location_required(inputs)
});
/**
* | output |
* | --- |
* | "Choose a match from the list" |
*
* @param {Events_Field_Match_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_match_choose = /** @type {((inputs?: Events_Field_Match_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Match_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_match_choose(inputs)
	return __en.events_field_match_choose(inputs)
});
/**
* | output |
* | --- |
* | "Only a watch party has a match" |
*
* @param {Events_Field_Match_Watch_Party_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_match_watch_party_only = /** @type {((inputs?: Events_Field_Match_Watch_Party_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Match_Watch_Party_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_match_watch_party_only(inputs)
	return __en.events_field_match_watch_party_only(inputs)
});
/**
* | output |
* | --- |
* | "Members only is true or false" |
*
* @param {Events_Field_Members_Only_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_members_only_invalid = /** @type {((inputs?: Events_Field_Members_Only_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Members_Only_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_members_only_invalid(inputs)
	return __en.events_field_members_only_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Choose a template from the list" |
*
* @param {Events_Field_Template_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_template_choose = /** @type {((inputs?: Events_Field_Template_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Template_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_template_choose(inputs)
	return __en.events_field_template_choose(inputs)
});
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Events_Field_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_title = /** @type {((inputs?: Events_Field_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_title(inputs)
	return __en.events_field_title(inputs)
});
/**
* | output |
* | --- |
* | "Title is required" |
*
* @param {Events_Field_Title_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_title_required = /** @type {((inputs?: Events_Field_Title_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Title_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_title_required(inputs)
	return __en.events_field_title_required(inputs)
});
/**
* | output |
* | --- |
* | "Choose match, watch-party or community" |
*
* @param {Events_Field_Type_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_type_invalid = /** @type {((inputs?: Events_Field_Type_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Type_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_type_invalid(inputs)
	return __en.events_field_type_invalid(inputs)
});
/**
* | output |
* | --- |
* | "A watch party goes with an away match" |
*
* @param {Events_Field_Watch_Party_Away_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_away_only = /** @type {((inputs?: Events_Field_Watch_Party_Away_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_Away_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_watch_party_away_only(inputs)
	return __en.events_field_watch_party_away_only(inputs)
});
/**
* | output |
* | --- |
* | "Enter minutes from kickoff, e.g. -60 for an hour before" |
*
* @param {Events_Field_Watch_Party_MinutesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_minutes = /** @type {((inputs?: Events_Field_Watch_Party_MinutesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_MinutesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_watch_party_minutes(inputs)
	return __en.events_field_watch_party_minutes(inputs)
});
/**
* | output |
* | --- |
* | "A watch party starts at most a day before kickoff" |
*
* @param {Events_Field_Watch_Party_Too_EarlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_too_early = /** @type {((inputs?: Events_Field_Watch_Party_Too_EarlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_Too_EarlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_watch_party_too_early(inputs)
	return __en.events_field_watch_party_too_early(inputs)
});
/**
* | output |
* | --- |
* | "A watch party starts at most 3 hours after kickoff" |
*
* @param {Events_Field_Watch_Party_Too_LateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_too_late = /** @type {((inputs?: Events_Field_Watch_Party_Too_LateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_Too_LateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_watch_party_too_late(inputs)
	return __en.events_field_watch_party_too_late(inputs)
});
/**
* | output |
* | --- |
* | "Watch party venue" |
*
* @param {Events_Field_Watch_Party_VenueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_venue = /** @type {((inputs?: Events_Field_Watch_Party_VenueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_VenueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_watch_party_venue(inputs)
	return __en.events_field_watch_party_venue(inputs)
});
/**
* | output |
* | --- |
* | "Enter the watch party's venue" |
*
* @param {Events_Field_Watch_Party_Venue_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_watch_party_venue_missing = /** @type {((inputs?: Events_Field_Watch_Party_Venue_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Watch_Party_Venue_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_field_watch_party_venue_missing(inputs)
	return __en.events_field_watch_party_venue_missing(inputs)
});
/**
* | output |
* | --- |
* | "All" |
*
* @param {Events_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_filter_all = /** @type {((inputs?: Events_Filter_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Filter_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_filter_all(inputs)
	return __en.events_filter_all(inputs)
});
/**
* | output |
* | --- |
* | "Community" |
*
* @param {Events_Filter_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_filter_community = /** @type {((inputs?: Events_Filter_CommunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Filter_CommunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_filter_community(inputs)
	return __en.events_filter_community(inputs)
});
/**
* | output |
* | --- |
* | "Matches" |
*
* @param {Events_Filter_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_filter_matches = /** @type {((inputs?: Events_Filter_MatchesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Filter_MatchesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_filter_matches(inputs)
	return __en.events_filter_matches(inputs)
});
/**
* | output |
* | --- |
* | "Watch Parties" |
*
* @param {Events_Filter_Watch_PartiesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_filter_watch_parties = /** @type {((inputs?: Events_Filter_Watch_PartiesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Filter_Watch_PartiesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_filter_watch_parties(inputs)
	return __en.events_filter_watch_parties(inputs)
});
/**
* | output |
* | --- |
* | "Add shifts from a template" |
*
* @param {Events_Form_Add_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_add_shifts = /** @type {((inputs?: Events_Form_Add_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Add_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_add_shifts(inputs)
	return __en.events_form_add_shifts(inputs)
});
/**
* | output |
* | --- |
* | "Away match" |
*
* @param {Events_Form_Away_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_away_match = /** @type {((inputs?: Events_Form_Away_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Away_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_away_match(inputs)
	return __en.events_form_away_match(inputs)
});
/**
* | output |
* | --- |
* | "Capacity" |
*
* @param {Events_Form_CapacityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_capacity = /** @type {((inputs?: Events_Form_CapacityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_CapacityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_capacity(inputs)
	return __en.events_form_capacity(inputs)
});
/**
* | output |
* | --- |
* | "Optional: places for RSVPs. Empty means unlimited; beyond it, members join a waitlist." |
*
* @param {Events_Form_Capacity_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_capacity_hint = /** @type {((inputs?: Events_Form_Capacity_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Capacity_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_capacity_hint(inputs)
	return __en.events_form_capacity_hint(inputs)
});
/**
* | output |
* | --- |
* | "Competition" |
*
* @param {Events_Form_CompetitionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_competition = /** @type {((inputs?: Events_Form_CompetitionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_CompetitionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_competition(inputs)
	return __en.events_form_competition(inputs)
});
/**
* | output |
* | --- |
* | "Date and time" |
*
* @param {Events_Form_DateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_date = /** @type {((inputs?: Events_Form_DateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_DateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_date(inputs)
	return __en.events_form_date(inputs)
});
/**
* | output |
* | --- |
* | "In {zone} time." |
*
* @param {Events_Form_Date_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_date_hint = /** @type {((inputs: Events_Form_Date_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Date_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_date_hint(inputs)
	return __en.events_form_date_hint(inputs)
});
/**
* | output |
* | --- |
* | "In {zone} time. A new time moves this event's shifts and watch party with it and emails everyone going, volunteering or selling tickets for it." |
*
* @param {Events_Form_Date_Hint_EditInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_date_hint_edit = /** @type {((inputs: Events_Form_Date_Hint_EditInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Date_Hint_EditInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_date_hint_edit(inputs)
	return __en.events_form_date_hint_edit(inputs)
});
/**
* | output |
* | --- |
* | "Face value per ticket ({symbol})" |
*
* @param {Events_Form_Face_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_face_value = /** @type {((inputs: Events_Form_Face_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Face_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_face_value(inputs)
	return __en.events_form_face_value(inputs)
});
/**
* | output |
* | --- |
* | "Home matches only, optional: ticket exchange sales for this match may not ask more." |
*
* @param {Events_Form_Face_Value_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_face_value_hint = /** @type {((inputs?: Events_Form_Face_Value_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Face_Value_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_face_value_hint(inputs)
	return __en.events_form_face_value_hint(inputs)
});
/**
* | output |
* | --- |
* | "Home or away" |
*
* @param {Events_Form_Home_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_home_away = /** @type {((inputs?: Events_Form_Home_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Home_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_home_away(inputs)
	return __en.events_form_home_away(inputs)
});
/**
* | output |
* | --- |
* | "Home match" |
*
* @param {Events_Form_Home_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_home_match = /** @type {((inputs?: Events_Form_Home_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Home_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_home_match(inputs)
	return __en.events_form_home_match(inputs)
});
/**
* | output |
* | --- |
* | "Match (watch parties)" |
*
* @param {Events_Form_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_match = /** @type {((inputs?: Events_Form_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_match(inputs)
	return __en.events_form_match(inputs)
});
/**
* | output |
* | --- |
* | "Match day" |
*
* @param {Events_Form_Match_DayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_match_day = /** @type {((inputs?: Events_Form_Match_DayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Match_DayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_match_day(inputs)
	return __en.events_form_match_day(inputs)
});
/**
* | output |
* | --- |
* | "Members only" |
*
* @param {Events_Form_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_members_only = /** @type {((inputs?: Events_Form_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_members_only(inputs)
	return __en.events_form_members_only(inputs)
});
/**
* | output |
* | --- |
* | "RSVPs for members only" |
*
* @param {Events_Form_Members_Only_BoxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_members_only_box = /** @type {((inputs?: Events_Form_Members_Only_BoxInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Members_Only_BoxInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_members_only_box(inputs)
	return __en.events_form_members_only_box(inputs)
});
/**
* | output |
* | --- |
* | "Only active and lifetime members may RSVP." |
*
* @param {Events_Form_Members_Only_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_members_only_hint = /** @type {((inputs?: Events_Form_Members_Only_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Members_Only_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_members_only_hint(inputs)
	return __en.events_form_members_only_hint(inputs)
});
/**
* | output |
* | --- |
* | "No shifts" |
*
* @param {Events_Form_No_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_no_shifts = /** @type {((inputs?: Events_Form_No_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_No_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_no_shifts(inputs)
	return __en.events_form_no_shifts(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Events_Form_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_none = /** @type {((inputs?: Events_Form_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_none(inputs)
	return __en.events_form_none(inputs)
});
/**
* | output |
* | --- |
* | "Not a match / unknown" |
*
* @param {Events_Form_Not_A_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_not_a_match = /** @type {((inputs?: Events_Form_Not_A_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Not_A_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_not_a_match(inputs)
	return __en.events_form_not_a_match(inputs)
});
/**
* | output |
* | --- |
* | "Optional." |
*
* @param {Events_Form_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_optional = /** @type {((inputs?: Events_Form_OptionalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_OptionalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_optional(inputs)
	return __en.events_form_optional(inputs)
});
/**
* | output |
* | --- |
* | "Shifts from a template" |
*
* @param {Events_Form_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_shifts = /** @type {((inputs?: Events_Form_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_shifts(inputs)
	return __en.events_form_shifts(inputs)
});
/**
* | output |
* | --- |
* | "Optional: adds the template's volunteer shifts, timed from kickoff, to this event." |
*
* @param {Events_Form_Shifts_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_shifts_hint = /** @type {((inputs?: Events_Form_Shifts_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Shifts_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_shifts_hint(inputs)
	return __en.events_form_shifts_hint(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{name} ({count} shift)" |
* | * | "{name} ({count} shifts)" |
*
* @param {Events_Form_Template_OptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_template_option = /** @type {((inputs: Events_Form_Template_OptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Template_OptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_template_option(inputs)
	return __en.events_form_template_option(inputs)
});
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Events_Form_TypeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_type = /** @type {((inputs?: Events_Form_TypeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_TypeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_type(inputs)
	return __en.events_form_type(inputs)
});
/**
* | output |
* | --- |
* | "Community" |
*
* @param {Events_Form_Type_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_type_community = /** @type {((inputs?: Events_Form_Type_CommunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Type_CommunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_type_community(inputs)
	return __en.events_form_type_community(inputs)
});
/**
* | output |
* | --- |
* | "Match" |
*
* @param {Events_Form_Type_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_type_match = /** @type {((inputs?: Events_Form_Type_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Type_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_type_match(inputs)
	return __en.events_form_type_match(inputs)
});
/**
* | output |
* | --- |
* | "Watch party" |
*
* @param {Events_Form_Type_Watch_PartyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_type_watch_party = /** @type {((inputs?: Events_Form_Type_Watch_PartyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Type_Watch_PartyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_type_watch_party(inputs)
	return __en.events_form_type_watch_party(inputs)
});
/**
* | output |
* | --- |
* | "Away matches, optional: creates the watch party for this match." |
*
* @param {Events_Form_Watch_Party_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_watch_party_hint = /** @type {((inputs?: Events_Form_Watch_Party_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Watch_Party_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_watch_party_hint(inputs)
	return __en.events_form_watch_party_hint(inputs)
});
/**
* | output |
* | --- |
* | "Watch party starts (minutes from kickoff)" |
*
* @param {Events_Form_Watch_Party_StartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_watch_party_start = /** @type {((inputs?: Events_Form_Watch_Party_StartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Watch_Party_StartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_watch_party_start(inputs)
	return __en.events_form_watch_party_start(inputs)
});
/**
* | output |
* | --- |
* | "Negative is before kickoff; empty means an hour before." |
*
* @param {Events_Form_Watch_Party_Start_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_watch_party_start_hint = /** @type {((inputs?: Events_Form_Watch_Party_Start_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Watch_Party_Start_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_form_watch_party_start_hint(inputs)
	return __en.events_form_watch_party_start_hint(inputs)
});
/**
* | output |
* | --- |
* | "Matches, watch parties and community events." |
*
* @param {Events_List_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_intro = /** @type {((inputs?: Events_List_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_list_intro(inputs)
	return __en.events_list_intro(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming matches, watch parties and community events." |
*
* @param {Events_List_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_meta_description = /** @type {((inputs?: Events_List_Meta_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_Meta_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_list_meta_description(inputs)
	return __en.events_list_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "No past events yet." |
*
* @param {Events_List_No_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_no_past = /** @type {((inputs?: Events_List_No_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_No_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_list_no_past(inputs)
	return __en.events_list_no_past(inputs)
});
/**
* | output |
* | --- |
* | "No upcoming events yet — check back soon." |
*
* @param {Events_List_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_no_upcoming = /** @type {((inputs?: Events_List_No_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_No_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_list_no_upcoming(inputs)
	return __en.events_list_no_upcoming(inputs)
});
/**
* | output |
* | --- |
* | "Past Events" |
*
* @param {Events_List_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_past = /** @type {((inputs?: Events_List_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_list_past(inputs)
	return __en.events_list_past(inputs)
});
/**
* | output |
* | --- |
* | "Show more upcoming events" |
*
* @param {Events_List_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_show_more = /** @type {((inputs?: Events_List_Show_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_Show_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_list_show_more(inputs)
	return __en.events_list_show_more(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe to all fixtures (iCalendar)" |
*
* @param {Events_List_SubscribeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_subscribe = /** @type {((inputs?: Events_List_SubscribeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_SubscribeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_list_subscribe(inputs)
	return __en.events_list_subscribe(inputs)
});
/**
* | output |
* | --- |
* | "Events" |
*
* @param {Events_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_title = /** @type {((inputs?: Events_List_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_list_title(inputs)
	return __en.events_list_title(inputs)
});
/**
* | output |
* | --- |
* | "Event types" |
*
* @param {Events_List_TypesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_types = /** @type {((inputs?: Events_List_TypesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_TypesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_list_types(inputs)
	return __en.events_list_types(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming Events" |
*
* @param {Events_List_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_upcoming = /** @type {((inputs?: Events_List_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_list_upcoming(inputs)
	return __en.events_list_upcoming(inputs)
});
/**
* | output |
* | --- |
* | "That match does not exist: choose one from the list." |
*
* @param {Events_Match_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_match_not_found = /** @type {((inputs?: Events_Match_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Match_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_match_not_found(inputs)
	return __en.events_match_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Event not found" |
*
* @param {Events_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_not_found = /** @type {((inputs?: Events_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_not_found(inputs)
	return __en.events_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Attended" |
*
* @param {Events_Page_AttendedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_attended = /** @type {((inputs?: Events_Page_AttendedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_AttendedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_attended(inputs)
	return __en.events_page_attended(inputs)
});
/**
* | output |
* | --- |
* | "{count} attended" |
*
* @param {Events_Page_Attended_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_attended_count = /** @type {((inputs: Events_Page_Attended_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Attended_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_attended_count(inputs)
	return __en.events_page_attended_count(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} attendee" |
* | * | "{count} attendees" |
*
* @param {Events_Page_AttendeesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_attendees = /** @type {((inputs: Events_Page_AttendeesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_AttendeesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_attendees(inputs)
	return __en.events_page_attendees(inputs)
});
/**
* | output |
* | --- |
* | "Events" |
*
* @param {Events_Page_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_back = /** @type {((inputs?: Events_Page_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_back(inputs)
	return __en.events_page_back(inputs)
});
/**
* | output |
* | --- |
* | "Away ballot" |
*
* @param {Events_Page_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_ballot = /** @type {((inputs?: Events_Page_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_ballot(inputs)
	return __en.events_page_ballot(inputs)
});
/**
* | output |
* | --- |
* | "{status} · number {position} in the order" |
*
* @param {Events_Page_Ballot_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_ballot_number = /** @type {((inputs: Events_Page_Ballot_NumberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Ballot_NumberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_ballot_number(inputs)
	return __en.events_page_ballot_number(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled · {rest}" |
*
* @param {Events_Page_Cancelled_PrefixInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_cancelled_prefix = /** @type {((inputs: Events_Page_Cancelled_PrefixInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Cancelled_PrefixInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_cancelled_prefix(inputs)
	return __en.events_page_cancelled_prefix(inputs)
});
/**
* | output |
* | --- |
* | "Check-in at the door" |
*
* @param {Events_Page_Check_In_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_check_in_link = /** @type {((inputs?: Events_Page_Check_In_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Check_In_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_check_in_link(inputs)
	return __en.events_page_check_in_link(inputs)
});
/**
* | output |
* | --- |
* | "Checked in" |
*
* @param {Events_Page_Col_Checked_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_col_checked_in = /** @type {((inputs?: Events_Page_Col_Checked_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Col_Checked_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_col_checked_in(inputs)
	return __en.events_page_col_checked_in(inputs)
});
/**
* | output |
* | --- |
* | "Member ID" |
*
* @param {Events_Page_Col_Member_IdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_col_member_id = /** @type {((inputs?: Events_Page_Col_Member_IdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Col_Member_IdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_col_member_id(inputs)
	return __en.events_page_col_member_id(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Events_Page_Col_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_col_name = /** @type {((inputs?: Events_Page_Col_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Col_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_col_name(inputs)
	return __en.events_page_col_name(inputs)
});
/**
* | output |
* | --- |
* | "{price} · collect at this event" |
*
* @param {Events_Page_Collect_HereInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_collect_here = /** @type {((inputs: Events_Page_Collect_HereInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Collect_HereInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_collect_here(inputs)
	return __en.events_page_collect_here(inputs)
});
/**
* | output |
* | --- |
* | "Going" |
*
* @param {Events_Page_GoingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_going = /** @type {((inputs?: Events_Page_GoingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_GoingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_going(inputs)
	return __en.events_page_going(inputs)
});
/**
* | output |
* | --- |
* | "{count} going" |
*
* @param {Events_Page_Going_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_going_count = /** @type {((inputs: Events_Page_Going_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Going_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_going_count(inputs)
	return __en.events_page_going_count(inputs)
});
/**
* | output |
* | --- |
* | "Kickoff" |
*
* @param {Events_Page_KickoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_kickoff = /** @type {((inputs?: Events_Page_KickoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_KickoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_kickoff(inputs)
	return __en.events_page_kickoff(inputs)
});
/**
* | output |
* | --- |
* | "Section {section}, row {row}, seats {seats}" |
*
* @param {Events_Page_Listing_Row_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_listing_row_seats = /** @type {((inputs: Events_Page_Listing_Row_SeatsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Listing_Row_SeatsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_listing_row_seats(inputs)
	return __en.events_page_listing_row_seats(inputs)
});
/**
* | output |
* | --- |
* | "Section {section}, seats {seats}" |
*
* @param {Events_Page_Listing_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_listing_seats = /** @type {((inputs: Events_Page_Listing_SeatsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Listing_SeatsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_listing_seats(inputs)
	return __en.events_page_listing_seats(inputs)
});
/**
* | output |
* | --- |
* | "Tickets on the exchange" |
*
* @param {Events_Page_ListingsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_listings = /** @type {((inputs?: Events_Page_ListingsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_ListingsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_listings(inputs)
	return __en.events_page_listings(inputs)
});
/**
* | output |
* | --- |
* | "Merch to collect here" |
*
* @param {Events_Page_MerchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_merch = /** @type {((inputs?: Events_Page_MerchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_MerchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_merch(inputs)
	return __en.events_page_merch(inputs)
});
/**
* | output |
* | --- |
* | "(opens a new tab)" |
*
* @param {Events_Page_New_TabInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_new_tab = /** @type {((inputs?: Events_Page_New_TabInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_New_TabInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_new_tab(inputs)
	return __en.events_page_new_tab(inputs)
});
/**
* | output |
* | --- |
* | "Event not found" |
*
* @param {Events_Page_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_not_found_title = /** @type {((inputs?: Events_Page_Not_Found_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Not_Found_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_not_found_title(inputs)
	return __en.events_page_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Open in maps" |
*
* @param {Events_Page_Open_MapsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_open_maps = /** @type {((inputs?: Events_Page_Open_MapsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Open_MapsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_open_maps(inputs)
	return __en.events_page_open_maps(inputs)
});
/**
* | output |
* | --- |
* | "Order #{number}" |
*
* @param {Events_Page_OrderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_order = /** @type {((inputs: Events_Page_OrderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_OrderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_order(inputs)
	return __en.events_page_order(inputs)
});
/**
* | output |
* | --- |
* | "Past event" |
*
* @param {Events_Page_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_past = /** @type {((inputs?: Events_Page_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_past(inputs)
	return __en.events_page_past(inputs)
});
/**
* | output |
* | --- |
* | "Pickup at the merch table" |
*
* @param {Events_Page_Pickup_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_pickup_link = /** @type {((inputs?: Events_Page_Pickup_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Pickup_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_pickup_link(inputs)
	return __en.events_page_pickup_link(inputs)
});
/**
* | output |
* | --- |
* | "Related events" |
*
* @param {Events_Page_RelatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_related = /** @type {((inputs?: Events_Page_RelatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_RelatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_related(inputs)
	return __en.events_page_related(inputs)
});
/**
* | output |
* | --- |
* | "{assigned} of {needed} volunteers" |
*
* @param {Events_Page_Shift_VolunteersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_shift_volunteers = /** @type {((inputs: Events_Page_Shift_VolunteersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Shift_VolunteersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_shift_volunteers(inputs)
	return __en.events_page_shift_volunteers(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer shifts" |
*
* @param {Events_Page_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_shifts = /** @type {((inputs?: Events_Page_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_shifts(inputs)
	return __en.events_page_shifts(inputs)
});
/**
* | output |
* | --- |
* | "View listing" |
*
* @param {Events_Page_View_ListingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_view_listing = /** @type {((inputs?: Events_Page_View_ListingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_View_ListingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_view_listing(inputs)
	return __en.events_page_view_listing(inputs)
});
/**
* | output |
* | --- |
* | "in section {section}" |
*
* @param {Events_Page_View_Listing_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_view_listing_in = /** @type {((inputs: Events_Page_View_Listing_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_View_Listing_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_view_listing_in(inputs)
	return __en.events_page_view_listing_in(inputs)
});
/**
* | output |
* | --- |
* | "When" |
*
* @param {Events_Page_WhenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_when = /** @type {((inputs?: Events_Page_WhenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_WhenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_when(inputs)
	return __en.events_page_when(inputs)
});
/**
* | output |
* | --- |
* | "Where" |
*
* @param {Events_Page_WhereInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_where = /** @type {((inputs?: Events_Page_WhereInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_WhereInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_where(inputs)
	return __en.events_page_where(inputs)
});
/**
* | output |
* | --- |
* | "Who came" |
*
* @param {Events_Page_Who_CameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_who_came = /** @type {((inputs?: Events_Page_Who_CameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Who_CameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_who_came(inputs)
	return __en.events_page_who_came(inputs)
});
/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "{total} checked in" |
* | * | "{total} checked in" |
*
* @param {Events_Page_Who_Came_TotalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_who_came_total = /** @type {((inputs: Events_Page_Who_Came_TotalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Who_Came_TotalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_who_came_total(inputs)
	return __en.events_page_who_came_total(inputs)
});
/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "{total} checked in; the latest {shown} shown" |
* | * | "{total} checked in; the latest {shown} shown" |
*
* @param {Events_Page_Who_Came_Total_LatestInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_who_came_total_latest = /** @type {((inputs: Events_Page_Who_Came_Total_LatestInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Who_Came_Total_LatestInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_who_came_total_latest(inputs)
	return __en.events_page_who_came_total_latest(inputs)
});
/**
* | output |
* | --- |
* | "Your orders to collect" |
*
* @param {Events_Page_Your_OrdersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_your_orders = /** @type {((inputs?: Events_Page_Your_OrdersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Your_OrdersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_page_your_orders(inputs)
	return __en.events_page_your_orders(inputs)
});
/**
* | output |
* | --- |
* | "Already collected at {time}" |
*
* @param {Events_Pickup_Already_CollectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_already_collected = /** @type {((inputs: Events_Pickup_Already_CollectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Already_CollectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_already_collected(inputs)
	return __en.events_pickup_already_collected(inputs)
});
/**
* | output |
* | --- |
* | "Already collected at {time} by {by}" |
*
* @param {Events_Pickup_Already_Collected_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_already_collected_by = /** @type {((inputs: Events_Pickup_Already_Collected_ByInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Already_Collected_ByInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_already_collected_by(inputs)
	return __en.events_pickup_already_collected_by(inputs)
});
/**
* | output |
* | --- |
* | "Card payment not received" |
*
* @param {Events_Pickup_Card_Not_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_card_not_received = /** @type {((inputs?: Events_Pickup_Card_Not_ReceivedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Card_Not_ReceivedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_card_not_received(inputs)
	return __en.events_pickup_card_not_received(inputs)
});
/**
* | output |
* | --- |
* | "Collected" |
*
* @param {Events_Pickup_CollectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_collected = /** @type {((inputs?: Events_Pickup_CollectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_CollectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_collected(inputs)
	return __en.events_pickup_collected(inputs)
});
/**
* | output |
* | --- |
* | "Collected at {time}" |
*
* @param {Events_Pickup_Collected_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_collected_at = /** @type {((inputs: Events_Pickup_Collected_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Collected_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_collected_at(inputs)
	return __en.events_pickup_collected_at(inputs)
});
/**
* | output |
* | --- |
* | "Collected at {time} by {by}" |
*
* @param {Events_Pickup_Collected_At_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_collected_at_by = /** @type {((inputs: Events_Pickup_Collected_At_ByInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Collected_At_ByInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_collected_at_by(inputs)
	return __en.events_pickup_collected_at_by(inputs)
});
/**
* | output |
* | --- |
* | "Only admins and this event's volunteers can hand over orders at its merch table." |
*
* @param {Events_Pickup_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_forbidden = /** @type {((inputs?: Events_Pickup_ForbiddenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_ForbiddenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_forbidden(inputs)
	return __en.events_pickup_forbidden(inputs)
});
/**
* | output |
* | --- |
* | "Guest" |
*
* @param {Events_Pickup_GuestInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_guest = /** @type {((inputs?: Events_Pickup_GuestInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_GuestInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_guest(inputs)
	return __en.events_pickup_guest(inputs)
});
/**
* | output |
* | --- |
* | "Payment taken at the table: marked paid." |
*
* @param {Events_Pickup_Marked_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_marked_paid = /** @type {((inputs?: Events_Pickup_Marked_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Marked_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_marked_paid(inputs)
	return __en.events_pickup_marked_paid(inputs)
});
/**
* | output |
* | --- |
* | "No pickup order at this event matches “{query}”." |
*
* @param {Events_Pickup_No_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_no_results = /** @type {((inputs: Events_Pickup_No_ResultsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_No_ResultsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_no_results(inputs)
	return __en.events_pickup_no_results(inputs)
});
/**
* | output |
* | --- |
* | "Choose an order to mark collected." |
*
* @param {Events_Pickup_NothingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_nothing = /** @type {((inputs?: Events_Pickup_NothingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_NothingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_nothing(inputs)
	return __en.events_pickup_nothing(inputs)
});
/**
* | output |
* | --- |
* | "Order #{number}" |
*
* @param {Events_Pickup_OrderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_order = /** @type {((inputs: Events_Pickup_OrderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_OrderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_order(inputs)
	return __en.events_pickup_order(inputs)
});
/**
* | output |
* | --- |
* | "Order cancelled — do not hand it over" |
*
* @param {Events_Pickup_Order_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_order_cancelled = /** @type {((inputs?: Events_Pickup_Order_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Order_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_order_cancelled(inputs)
	return __en.events_pickup_order_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Not an order to collect at this event" |
*
* @param {Events_Pickup_Order_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_order_not_found = /** @type {((inputs?: Events_Pickup_Order_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Order_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_order_not_found(inputs)
	return __en.events_pickup_order_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Events_Pickup_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_paid = /** @type {((inputs?: Events_Pickup_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_paid(inputs)
	return __en.events_pickup_paid(inputs)
});
/**
* | output |
* | --- |
* | "To pay at the table: {amount}" |
*
* @param {Events_Pickup_Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_pay_later = /** @type {((inputs: Events_Pickup_Pay_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Pay_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_pay_later(inputs)
	return __en.events_pickup_pay_later(inputs)
});
/**
* | output |
* | --- |
* | "Search orders" |
*
* @param {Events_Pickup_Search_FormInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_search_form = /** @type {((inputs?: Events_Pickup_Search_FormInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Search_FormInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_search_form(inputs)
	return __en.events_pickup_search_form(inputs)
});
/**
* | output |
* | --- |
* | "Name, Member ID, order number or email" |
*
* @param {Events_Pickup_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_search_label = /** @type {((inputs?: Events_Pickup_Search_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Search_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_search_label(inputs)
	return __en.events_pickup_search_label(inputs)
});
/**
* | output |
* | --- |
* | "Pickup at the merch table" |
*
* @param {Events_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_title = /** @type {((inputs?: Events_Pickup_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_title(inputs)
	return __en.events_pickup_title(inputs)
});
/**
* | output |
* | --- |
* | "Handed over earlier" |
*
* @param {Events_Pickup_Tone_AgainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_tone_again = /** @type {((inputs?: Events_Pickup_Tone_AgainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Tone_AgainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_tone_again(inputs)
	return __en.events_pickup_tone_again(inputs)
});
/**
* | output |
* | --- |
* | "Handed over" |
*
* @param {Events_Pickup_Tone_OkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_tone_ok = /** @type {((inputs?: Events_Pickup_Tone_OkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Tone_OkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_tone_ok(inputs)
	return __en.events_pickup_tone_ok(inputs)
});
/**
* | output |
* | --- |
* | "Not handed over" |
*
* @param {Events_Pickup_Tone_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_tone_refused = /** @type {((inputs?: Events_Pickup_Tone_RefusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Tone_RefusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_tone_refused(inputs)
	return __en.events_pickup_tone_refused(inputs)
});
/**
* | output |
* | --- |
* | "This card is not a current member card: search by name instead." |
*
* @param {Events_Pickup_Unknown_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_unknown_card = /** @type {((inputs?: Events_Pickup_Unknown_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Unknown_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_pickup_unknown_card(inputs)
	return __en.events_pickup_unknown_card(inputs)
});
/**
* | output |
* | --- |
* | "Add to calendar (.ics)" |
*
* @param {Events_Rsvp_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_add_to_calendar = /** @type {((inputs?: Events_Rsvp_Add_To_CalendarInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Add_To_CalendarInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_add_to_calendar(inputs)
	return __en.events_rsvp_add_to_calendar(inputs)
});
/**
* | output |
* | --- |
* | "Become a member" |
*
* @param {Events_Rsvp_Become_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_become_member = /** @type {((inputs?: Events_Rsvp_Become_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Become_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_become_member(inputs)
	return __en.events_rsvp_become_member(inputs)
});
/**
* | output |
* | --- |
* | "RSVP" |
*
* @param {Events_Rsvp_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_button = /** @type {((inputs?: Events_Rsvp_ButtonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_ButtonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_button(inputs)
	return __en.events_rsvp_button(inputs)
});
/**
* | output |
* | --- |
* | "Cancel RSVP" |
*
* @param {Events_Rsvp_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_cancel = /** @type {((inputs?: Events_Rsvp_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_cancel(inputs)
	return __en.events_rsvp_cancel(inputs)
});
/**
* | output |
* | --- |
* | "This event has been cancelled, so RSVPs are closed." |
*
* @param {Events_Rsvp_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_cancelled = /** @type {((inputs?: Events_Rsvp_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_cancelled(inputs)
	return __en.events_rsvp_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Events_Rsvp_CancellingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_cancelling = /** @type {((inputs?: Events_Rsvp_CancellingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_CancellingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_cancelling(inputs)
	return __en.events_rsvp_cancelling(inputs)
});
/**
* | output |
* | --- |
* | "RSVP confirmed!" |
*
* @param {Events_Rsvp_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_confirmed = /** @type {((inputs?: Events_Rsvp_ConfirmedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_ConfirmedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_confirmed(inputs)
	return __en.events_rsvp_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "This event has been cancelled." |
*
* @param {Events_Rsvp_Event_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_event_cancelled = /** @type {((inputs?: Events_Rsvp_Event_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Event_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_event_cancelled(inputs)
	return __en.events_rsvp_event_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Failed to RSVP. Please try again." |
*
* @param {Events_Rsvp_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_failed = /** @type {((inputs?: Events_Rsvp_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_failed(inputs)
	return __en.events_rsvp_failed(inputs)
});
/**
* | output |
* | --- |
* | "Full — join the waitlist" |
*
* @param {Events_Rsvp_FullInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_full = /** @type {((inputs?: Events_Rsvp_FullInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_FullInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_full(inputs)
	return __en.events_rsvp_full(inputs)
});
/**
* | output |
* | --- |
* | "✓ You're going" |
*
* @param {Events_Rsvp_GoingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_going = /** @type {((inputs?: Events_Rsvp_GoingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_GoingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_going(inputs)
	return __en.events_rsvp_going(inputs)
});
/**
* | output |
* | --- |
* | "Leave waitlist" |
*
* @param {Events_Rsvp_Leave_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_leave_waitlist = /** @type {((inputs?: Events_Rsvp_Leave_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Leave_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_leave_waitlist(inputs)
	return __en.events_rsvp_leave_waitlist(inputs)
});
/**
* | output |
* | --- |
* | "Leaving..." |
*
* @param {Events_Rsvp_LeavingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_leaving = /** @type {((inputs?: Events_Rsvp_LeavingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_LeavingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_leaving(inputs)
	return __en.events_rsvp_leaving(inputs)
});
/**
* | output |
* | --- |
* | "You've left the waitlist." |
*
* @param {Events_Rsvp_Left_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_left_waitlist = /** @type {((inputs?: Events_Rsvp_Left_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Left_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_left_waitlist(inputs)
	return __en.events_rsvp_left_waitlist(inputs)
});
/**
* | output |
* | --- |
* | "Members only: RSVPs are open to active and lifetime members." |
*
* @param {Events_Rsvp_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_members_only = /** @type {((inputs?: Events_Rsvp_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_members_only(inputs)
	return __en.events_rsvp_members_only(inputs)
});
/**
* | output |
* | --- |
* | "This event is for members only: RSVPs are open to active and lifetime members." |
*
* @param {Events_Rsvp_Members_Only_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_members_only_refused = /** @type {((inputs?: Events_Rsvp_Members_Only_RefusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Members_Only_RefusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_members_only_refused(inputs)
	return __en.events_rsvp_members_only_refused(inputs)
});
/**
* | output |
* | --- |
* | "You're no longer going to this event." |
*
* @param {Events_Rsvp_No_Longer_GoingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_no_longer_going = /** @type {((inputs?: Events_Rsvp_No_Longer_GoingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_No_Longer_GoingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_no_longer_going(inputs)
	return __en.events_rsvp_no_longer_going(inputs)
});
/**
* | output |
* | --- |
* | "This event does not exist." |
*
* @param {Events_Rsvp_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_not_found = /** @type {((inputs?: Events_Rsvp_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_not_found(inputs)
	return __en.events_rsvp_not_found(inputs)
});
/**
* | output |
* | --- |
* | "You're on the waitlist" |
*
* @param {Events_Rsvp_On_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_on_waitlist = /** @type {((inputs?: Events_Rsvp_On_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_On_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_on_waitlist(inputs)
	return __en.events_rsvp_on_waitlist(inputs)
});
/**
* | output |
* | --- |
* | "You're on the waitlist (#{position})" |
*
* @param {Events_Rsvp_On_Waitlist_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_on_waitlist_at = /** @type {((inputs: Events_Rsvp_On_Waitlist_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_On_Waitlist_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_on_waitlist_at(inputs)
	return __en.events_rsvp_on_waitlist_at(inputs)
});
/**
* | output |
* | --- |
* | "This event has already taken place, so RSVPs are closed." |
*
* @param {Events_Rsvp_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_past = /** @type {((inputs?: Events_Rsvp_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_past(inputs)
	return __en.events_rsvp_past(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} place left" |
* | * | "{count} places left" |
*
* @param {Events_Rsvp_Places_LeftInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_places_left = /** @type {((inputs: Events_Rsvp_Places_LeftInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Places_LeftInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_places_left(inputs)
	return __en.events_rsvp_places_left(inputs)
});
/**
* | output |
* | --- |
* | "RSVPing..." |
*
* @param {Events_Rsvp_RsvpingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_rsvping = /** @type {((inputs?: Events_Rsvp_RsvpingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_RsvpingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_rsvping(inputs)
	return __en.events_rsvp_rsvping(inputs)
});
/**
* | output |
* | --- |
* | "RSVP cancelled" |
*
* @param {Events_Rsvp_Toast_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_toast_cancelled_title = /** @type {((inputs?: Events_Rsvp_Toast_Cancelled_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Toast_Cancelled_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_toast_cancelled_title(inputs)
	return __en.events_rsvp_toast_cancelled_title(inputs)
});
/**
* | output |
* | --- |
* | "Left the waitlist" |
*
* @param {Events_Rsvp_Toast_Left_Waitlist_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_toast_left_waitlist_title = /** @type {((inputs?: Events_Rsvp_Toast_Left_Waitlist_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Toast_Left_Waitlist_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_toast_left_waitlist_title(inputs)
	return __en.events_rsvp_toast_left_waitlist_title(inputs)
});
/**
* | output |
* | --- |
* | "Success" |
*
* @param {Events_Rsvp_Toast_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_toast_success = /** @type {((inputs?: Events_Rsvp_Toast_SuccessInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Toast_SuccessInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_toast_success(inputs)
	return __en.events_rsvp_toast_success(inputs)
});
/**
* | output |
* | --- |
* | "On the waitlist" |
*
* @param {Events_Rsvp_Toast_Waitlist_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_toast_waitlist_title = /** @type {((inputs?: Events_Rsvp_Toast_Waitlist_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Toast_Waitlist_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_toast_waitlist_title(inputs)
	return __en.events_rsvp_toast_waitlist_title(inputs)
});
/**
* | output |
* | --- |
* | "The event is full, so you're on the waitlist. We'll email you if a place opens up." |
*
* @param {Events_Rsvp_Waitlisted_ToastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_waitlisted_toast = /** @type {((inputs?: Events_Rsvp_Waitlisted_ToastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Waitlisted_ToastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_waitlisted_toast(inputs)
	return __en.events_rsvp_waitlisted_toast(inputs)
});
/**
* | output |
* | --- |
* | "The event is full, so you're on the waitlist (#{position}). We'll email you if a place opens up." |
*
* @param {Events_Rsvp_Waitlisted_Toast_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_waitlisted_toast_at = /** @type {((inputs: Events_Rsvp_Waitlisted_Toast_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Waitlisted_Toast_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_rsvp_waitlisted_toast_at(inputs)
	return __en.events_rsvp_waitlisted_toast_at(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Events_Share_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_share_cancelled = /** @type {((inputs?: Events_Share_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Share_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_share_cancelled(inputs)
	return __en.events_share_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "That template does not exist: choose one from the list." |
*
* @param {Events_Shift_Template_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_shift_template_not_found = /** @type {((inputs?: Events_Shift_Template_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Shift_Template_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_shift_template_not_found(inputs)
	return __en.events_shift_template_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Away" |
*
* @param {Events_Team_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_team_away = /** @type {((inputs?: Events_Team_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Team_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_team_away(inputs)
	return __en.events_team_away(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Events_Team_HomeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_team_home = /** @type {((inputs?: Events_Team_HomeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Team_HomeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_team_home(inputs)
	return __en.events_team_home(inputs)
});
/**
* | output |
* | --- |
* | "{side}: {name}" |
*
* @param {Events_Team_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_team_label = /** @type {((inputs: Events_Team_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Team_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_team_label(inputs)
	return __en.events_team_label(inputs)
});
/**
* | output |
* | --- |
* | "vs" |
*
* @param {Events_Teams_VsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_teams_vs = /** @type {((inputs?: Events_Teams_VsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Teams_VsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.events_teams_vs(inputs)
	return __en.events_teams_vs(inputs)
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