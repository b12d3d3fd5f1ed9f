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
import * as registry from "../registry.js"


export const common_access_denied = /** @type {(inputs: Common_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied`)
};

export const common_admin_only = /** @type {(inputs: Common_Admin_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin access required. Redirecting...`)
};

export const common_date_invalid = /** @type {(inputs: Common_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid date and time`)
};

export const common_date_range = /** @type {(inputs: Common_Date_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a date between the years 1 and 9999`)
};

export const common_error = /** @type {(inputs: Common_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const common_field_nul = /** @type {(inputs: Common_Field_NulInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must not contain NUL characters`)
};

export const common_field_required = /** @type {(inputs: Common_Field_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required`)
};

export const common_field_too_long = /** @type {(inputs: Common_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be at most ${i?.max} characters`)
};

export const common_id_invalid = /** @type {(inputs: Common_Id_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An id must be a whole number from 1 to ${i?.max}`)
};

export const common_last_admin = /** @type {(inputs: Common_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are the only admin. Make another member an admin before deleting your account.`)
};

export const common_listing_create_failed = /** @type {(inputs: Common_Listing_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create listing. Please try again.`)
};

export const common_listing_update_failed = /** @type {(inputs: Common_Listing_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update listing. Please try again.`)
};

export const common_logged_out = /** @type {(inputs: Common_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are logged out. Logging in again...`)
};

export const common_login_required = /** @type {(inputs: Common_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login Required`)
};

export const common_money_decimals = /** @type {(inputs: Common_Money_DecimalsInputs) => LocalizedString} */ (i) => {
	if (i?.vowel === "yes") return /** @type {LocalizedString} */ (`Enter an ${i?.label} with at most two decimals, like 45.50`);
	return /** @type {LocalizedString} */ (`Enter a ${i?.label} with at most two decimals, like 45.50`)
	
};

export const common_money_invalid = /** @type {(inputs: Common_Money_InvalidInputs) => LocalizedString} */ (i) => {
	if (i?.vowel === "yes") return /** @type {LocalizedString} */ (`Enter an ${i?.label} like 45.00`);
	return /** @type {LocalizedString} */ (`Enter a ${i?.label} like 45.00`)
	
};

export const common_money_negative = /** @type {(inputs: Common_Money_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.label} cannot be negative`)
};

export const common_money_too_large = /** @type {(inputs: Common_Money_Too_LargeInputs) => LocalizedString} */ (i) => {
	if (i?.vowel === "yes") return /** @type {LocalizedString} */ (`Enter an ${i?.label} below 100,000,000`);
	return /** @type {LocalizedString} */ (`Enter a ${i?.label} below 100,000,000`)
	
};

export const common_once_key_busy = /** @type {(inputs: Common_Once_Key_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The same request is still being processed. Please wait a moment and try again.`)
};

export const common_once_key_reused = /** @type {(inputs: Common_Once_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This one-time key was already used for a different request. Reload the page and try again.`)
};

export const common_once_key_too_long = /** @type {(inputs: Common_Once_Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The one-time key (Idempotency-Key) is too long: 255 characters at most.`)
};

export const common_profile_logged_out = /** @type {(inputs: Common_Profile_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to view your profile.`)
};

export const common_scroll_hint = /** @type {(inputs: Common_Scroll_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scroll sideways to see every column.`)
};

export const common_ticket_login_required = /** @type {(inputs: Common_Ticket_Login_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please log in to create a ticket listing.`)
};

export const common_unauthorized = /** @type {(inputs: Common_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unauthorized`)
};

export const common_unknown_action = /** @type {(inputs: Common_Unknown_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown action.`)
};

export const common_url_invalid = /** @type {(inputs: Common_Url_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a web address starting with http:// or https://`)
};

export const common_url_label = /** @type {(inputs: Common_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Web address`)
};

export const events_admin_already_cancelled = /** @type {(inputs: Events_Admin_Already_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Nobody was emailed again.`)
};

export const events_admin_already_cancelled_title = /** @type {(inputs: Events_Admin_Already_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already cancelled`)
};

export const events_admin_cancel = /** @type {(inputs: Events_Admin_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const events_admin_cancel_already = /** @type {(inputs: Events_Admin_Cancel_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is already cancelled.`)
};

export const events_admin_cancel_attendees = /** @type {(inputs: Events_Admin_Cancel_AttendeesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} member who RSVP'd will get an email saying it is cancelled.`);
	return /** @type {LocalizedString} */ (`${i?.count} members who RSVP'd will get an email saying it is cancelled.`)
	
};

export const events_admin_cancel_confirm = /** @type {(inputs: Events_Admin_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel the event and email everyone`)
};

export const events_admin_cancel_heading = /** @type {(inputs: Events_Admin_Cancel_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel “${i?.title}”?`)
};

export const events_admin_cancel_link = /** @type {(inputs: Events_Admin_Cancel_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this event…`)
};

export const events_admin_cancel_listings = /** @type {(inputs: Events_Admin_Cancel_ListingsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} open ticket listing closes, and their posters are emailed.`);
	return /** @type {LocalizedString} */ (`${i?.count} open ticket listings close, and their posters are emailed.`)
	
};

export const events_admin_cancel_page_stays = /** @type {(inputs: Events_Admin_Cancel_Page_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its page stays, marked cancelled, and RSVPs close.`)
};

export const events_admin_cancel_shifts = /** @type {(inputs: Events_Admin_Cancel_ShiftsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} volunteer shift is cancelled; their volunteers get the shift cancellation email.`);
	return /** @type {LocalizedString} */ (`${i?.count} volunteer shifts are cancelled; their volunteers get the shift cancellation email.`)
	
};

export const events_admin_cancel_title = /** @type {(inputs: Events_Admin_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel event`)
};

export const events_admin_cancel_watch_parties = /** @type {(inputs: Events_Admin_Cancel_Watch_PartiesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} watch party for it will be cancelled too.`);
	return /** @type {LocalizedString} */ (`${i?.count} watch parties for it will be cancelled too.`)
	
};

export const events_admin_cancelled_emails = /** @type {(inputs: Events_Admin_Cancelled_EmailsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} email will go out.`);
	return /** @type {LocalizedString} */ (`${i?.count} emails will go out.`)
	
};

export const events_admin_cancelled_title = /** @type {(inputs: Events_Admin_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event cancelled`)
};

export const events_admin_cancelling = /** @type {(inputs: Events_Admin_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

export const events_admin_col_event = /** @type {(inputs: Events_Admin_Col_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

export const events_admin_col_rsvps = /** @type {(inputs: Events_Admin_Col_RsvpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPs`)
};

export const events_admin_col_when = /** @type {(inputs: Events_Admin_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const events_admin_create = /** @type {(inputs: Events_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Event`)
};

export const events_admin_create_failed = /** @type {(inputs: Events_Admin_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create event. Please try again.`)
};

export const events_admin_created = /** @type {(inputs: Events_Admin_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event created successfully!`)
};

export const events_admin_delete = /** @type {(inputs: Events_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const events_admin_delete_body = /** @type {(inputs: Events_Admin_Delete_BodyInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.date}. This removes the event and its ${i?.count} RSVP. It cannot be undone.`);
	return /** @type {LocalizedString} */ (`${i?.date}. This removes the event and its ${i?.count} RSVPs. It cannot be undone.`)
	
};

export const events_admin_delete_confirm = /** @type {(inputs: Events_Admin_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, delete event`)
};

export const events_admin_delete_heading = /** @type {(inputs: Events_Admin_Delete_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete “${i?.title}”?`)
};

export const events_admin_delete_label = /** @type {(inputs: Events_Admin_Delete_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.title}`)
};

export const events_admin_delete_title = /** @type {(inputs: Events_Admin_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete event`)
};

export const events_admin_deleted = /** @type {(inputs: Events_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event and its RSVPs were removed.`)
};

export const events_admin_deleted_title = /** @type {(inputs: Events_Admin_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event deleted`)
};

export const events_admin_deleting = /** @type {(inputs: Events_Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

export const events_admin_edit = /** @type {(inputs: Events_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const events_admin_edit_heading = /** @type {(inputs: Events_Admin_Edit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit event`)
};

export const events_admin_edit_label = /** @type {(inputs: Events_Admin_Edit_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.title}`)
};

export const events_admin_edit_page = /** @type {(inputs: Events_Admin_Edit_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.title}`)
};

export const events_admin_is_cancelled = /** @type {(inputs: Events_Admin_Is_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is cancelled: its page shows the notice and RSVPs are closed.`)
};

export const events_admin_keep = /** @type {(inputs: Events_Admin_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

export const events_admin_list_title = /** @type {(inputs: Events_Admin_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage events`)
};

export const events_admin_members_only = /** @type {(inputs: Events_Admin_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only`)
};

export const events_admin_new = /** @type {(inputs: Events_Admin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add New Event`)
};

export const events_admin_new_description = /** @type {(inputs: Events_Admin_New_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title, date, location and type are required. Past dates are allowed, to record history.`)
};

export const events_admin_recent_past = /** @type {(inputs: Events_Admin_Recent_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recent past (last ${i?.count})`)
};

export const events_admin_save = /** @type {(inputs: Events_Admin_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

export const events_admin_upcoming = /** @type {(inputs: Events_Admin_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming`)
};

export const events_admin_update_failed = /** @type {(inputs: Events_Admin_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update event. Please try again.`)
};

export const events_admin_updated = /** @type {(inputs: Events_Admin_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event updated successfully!`)
};

export const events_already_cancelled = /** @type {(inputs: Events_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is already cancelled.`)
};

export const events_badge_away_match = /** @type {(inputs: Events_Badge_Away_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away Match`)
};

export const events_badge_cancelled = /** @type {(inputs: Events_Badge_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const events_badge_community = /** @type {(inputs: Events_Badge_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community Event`)
};

export const events_badge_home_match = /** @type {(inputs: Events_Badge_Home_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home Match`)
};

export const events_badge_match = /** @type {(inputs: Events_Badge_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match`)
};

export const events_badge_watch_party = /** @type {(inputs: Events_Badge_Watch_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch Party`)
};

export const events_capacity_below_going = /** @type {(inputs: Events_Capacity_Below_GoingInputs) => LocalizedString} */ (i) => {const goingPlural = registry.plural("en", i?.going, {});
	if (goingPlural === "one") return /** @type {LocalizedString} */ (`Capacity can't be lower than the ${i?.going} member already going. Enter ${i?.going} or more, or leave it empty for unlimited.`);
	return /** @type {LocalizedString} */ (`Capacity can't be lower than the ${i?.going} members already going. Enter ${i?.going} or more, or leave it empty for unlimited.`)
	
};

export const events_card_attendance = /** @type {(inputs: Events_Card_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance`)
};

export const events_card_attendees = /** @type {(inputs: Events_Card_AttendeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendees`)
};

export const events_card_date = /** @type {(inputs: Events_Card_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const events_card_location = /** @type {(inputs: Events_Card_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const events_competition_continental = /** @type {(inputs: Events_Competition_ContinentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continental`)
};

export const events_competition_cup = /** @type {(inputs: Events_Competition_CupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cup`)
};

export const events_competition_friendly = /** @type {(inputs: Events_Competition_FriendlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friendly`)
};

export const events_competition_league = /** @type {(inputs: Events_Competition_LeagueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`League`)
};

export const events_competition_other = /** @type {(inputs: Events_Competition_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

export const events_competition_playoff = /** @type {(inputs: Events_Competition_PlayoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Playoff`)
};

export const events_competition_preseason = /** @type {(inputs: Events_Competition_PreseasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preseason`)
};

export const events_countdown_hours = /** @type {(inputs: Events_Countdown_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

export const events_countdown_kickoff = /** @type {(inputs: Events_Countdown_KickoffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kickoff in ${i?.left}`)
};

export const events_countdown_minutes = /** @type {(inputs: Events_Countdown_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

export const events_countdown_starts = /** @type {(inputs: Events_Countdown_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts in ${i?.left}`)
};

export const events_countdown_tomorrow = /** @type {(inputs: Events_Countdown_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tomorrow, ${i?.time}`)
};

export const events_door_already_checked_in = /** @type {(inputs: Events_Door_Already_Checked_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already checked in at ${i?.time}`)
};

export const events_door_card_replaced = /** @type {(inputs: Events_Door_Card_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card replaced — ask for the new one`)
};

export const events_door_check_in = /** @type {(inputs: Events_Door_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check in`)
};

export const events_door_check_in_closed = /** @type {(inputs: Events_Door_Check_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-in for this event closed at the end of its day`)
};

export const events_door_check_in_not_open = /** @type {(inputs: Events_Door_Check_In_Not_OpenInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("en", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Check-in opens at ${i?.time}, ${i?.hours} hour before kickoff`);
	return /** @type {LocalizedString} */ (`Check-in opens at ${i?.time}, ${i?.hours} hours before kickoff`)
	
};

export const events_door_checked_in = /** @type {(inputs: Events_Door_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked in`)
};

export const events_door_checked_in_at = /** @type {(inputs: Events_Door_Checked_In_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checked in at ${i?.time}`)
};

export const events_door_count = /** @type {(inputs: Events_Door_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checked in ${i?.checkedIn} / RSVP'd ${i?.going} / capacity ${i?.capacity}`)
};

export const events_door_event_full = /** @type {(inputs: Events_Door_Event_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event full — no walk-ins`)
};

export const events_door_forbidden = /** @type {(inputs: Events_Door_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only admins and this event's volunteers can check people in at its door.`)
};

export const events_door_members_only_event = /** @type {(inputs: Events_Door_Members_Only_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members-only event`)
};

export const events_door_membership_expired = /** @type {(inputs: Events_Door_Membership_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership expired — ask at the table`)
};

export const events_door_no_camera = /** @type {(inputs: Events_Door_No_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No camera could be opened: search by name or Member ID below.`)
};

export const events_door_no_decoder = /** @type {(inputs: Events_Door_No_DecoderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The scanner could not load (it needs a signal the first time): search by name or Member ID below.`)
};

export const events_door_no_pack = /** @type {(inputs: Events_Door_No_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a member (offline, and this phone has no list of the members' cards yet)`)
};

export const events_door_no_person = /** @type {(inputs: Events_Door_No_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No member on this card`)
};

export const events_door_no_results = /** @type {(inputs: Events_Door_No_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No member or RSVP matches “${i?.query}”.`)
};

export const events_door_nobody = /** @type {(inputs: Events_Door_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose who to check in: search by name or Member ID.`)
};

export const events_door_not_a_card = /** @type {(inputs: Events_Door_Not_A_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This QR code is not a member card.`)
};

export const events_door_not_a_member = /** @type {(inputs: Events_Door_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a member`)
};

export const events_door_offline = /** @type {(inputs: Events_Door_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline — scans are judged on this phone and sent when the signal is back.`)
};

export const events_door_offline_search_note = /** @type {(inputs: Events_Door_Offline_Search_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline — found on this phone's list of members`)
};

export const events_door_queued_note = /** @type {(inputs: Events_Door_Queued_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this phone: it is sent when the signal is back.`)
};

export const events_door_rsvp_going = /** @type {(inputs: Events_Door_Rsvp_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP'd going`)
};

export const events_door_rsvp_none = /** @type {(inputs: Events_Door_Rsvp_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No RSVP (walk-in)`)
};

export const events_door_rsvp_waitlisted = /** @type {(inputs: Events_Door_Rsvp_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the waitlist`)
};

export const events_door_scan = /** @type {(inputs: Events_Door_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan a card`)
};

export const events_door_scan_hint = /** @type {(inputs: Events_Door_Scan_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hold the member card's QR code in front of the camera.`)
};

export const events_door_search = /** @type {(inputs: Events_Door_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const events_door_search_form = /** @type {(inputs: Events_Door_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search members`)
};

export const events_door_search_label = /** @type {(inputs: Events_Door_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or Member ID`)
};

export const events_door_search_results = /** @type {(inputs: Events_Door_Search_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search results`)
};

export const events_door_sending = /** @type {(inputs: Events_Door_SendingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sending ${i?.count} check-in…`);
	return /** @type {LocalizedString} */ (`Sending ${i?.count} check-ins…`)
	
};

export const events_door_standing_expired = /** @type {(inputs: Events_Door_Standing_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership expired`)
};

export const events_door_standing_member = /** @type {(inputs: Events_Door_Standing_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

export const events_door_standing_none = /** @type {(inputs: Events_Door_Standing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a member`)
};

export const events_door_stop_scan = /** @type {(inputs: Events_Door_Stop_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop scanning`)
};

export const events_door_title = /** @type {(inputs: Events_Door_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-in at the door`)
};

export const events_door_tone_again = /** @type {(inputs: Events_Door_Tone_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admitted earlier`)
};

export const events_door_tone_ok = /** @type {(inputs: Events_Door_Tone_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admitted`)
};

export const events_door_tone_refused = /** @type {(inputs: Events_Door_Tone_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused`)
};

export const events_door_unlimited = /** @type {(inputs: Events_Door_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unlimited`)
};

export const events_door_waiting = /** @type {(inputs: Events_Door_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Offline — ${i?.count} check-in waiting`);
	return /** @type {LocalizedString} */ (`Offline — ${i?.count} check-ins waiting`)
	
};

export const events_field_capacity_max = /** @type {(inputs: Events_Field_Capacity_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity can be at most 1,000,000`)
};

export const events_field_capacity_min = /** @type {(inputs: Events_Field_Capacity_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity must be at least 1 (leave it empty for unlimited)`)
};

export const events_field_capacity_whole = /** @type {(inputs: Events_Field_Capacity_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity must be a whole number of places, or empty for unlimited`)
};

export const events_field_date_invalid = /** @type {(inputs: Events_Field_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid date and time`)
};

export const events_field_description = /** @type {(inputs: Events_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const events_field_face_value = /** @type {(inputs: Events_Field_Face_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`face value`)
};

export const events_field_face_value_home_only = /** @type {(inputs: Events_Field_Face_Value_Home_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A face value applies to home matches only`)
};

export const events_field_image_url = /** @type {(inputs: Events_Field_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image URL`)
};

export const events_field_location = /** @type {(inputs: Events_Field_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const events_field_location_required = /** @type {(inputs: Events_Field_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location is required`)
};

export const events_field_match_choose = /** @type {(inputs: Events_Field_Match_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a match from the list`)
};

export const events_field_match_watch_party_only = /** @type {(inputs: Events_Field_Match_Watch_Party_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a watch party has a match`)
};

export const events_field_members_only_invalid = /** @type {(inputs: Events_Field_Members_Only_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only is true or false`)
};

export const events_field_template_choose = /** @type {(inputs: Events_Field_Template_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a template from the list`)
};

export const events_field_title = /** @type {(inputs: Events_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const events_field_title_required = /** @type {(inputs: Events_Field_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title is required`)
};

export const events_field_type_invalid = /** @type {(inputs: Events_Field_Type_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose match, watch-party or community`)
};

export const events_field_watch_party_away_only = /** @type {(inputs: Events_Field_Watch_Party_Away_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A watch party goes with an away match`)
};

export const events_field_watch_party_minutes = /** @type {(inputs: Events_Field_Watch_Party_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter minutes from kickoff, e.g. -60 for an hour before`)
};

export const events_field_watch_party_too_early = /** @type {(inputs: Events_Field_Watch_Party_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A watch party starts at most a day before kickoff`)
};

export const events_field_watch_party_too_late = /** @type {(inputs: Events_Field_Watch_Party_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A watch party starts at most 3 hours after kickoff`)
};

export const events_field_watch_party_venue = /** @type {(inputs: Events_Field_Watch_Party_VenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch party venue`)
};

export const events_field_watch_party_venue_missing = /** @type {(inputs: Events_Field_Watch_Party_Venue_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the watch party's venue`)
};

export const events_filter_all = /** @type {(inputs: Events_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const events_filter_community = /** @type {(inputs: Events_Filter_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

export const events_filter_matches = /** @type {(inputs: Events_Filter_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matches`)
};

export const events_filter_watch_parties = /** @type {(inputs: Events_Filter_Watch_PartiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch Parties`)
};

export const events_form_add_shifts = /** @type {(inputs: Events_Form_Add_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add shifts from a template`)
};

export const events_form_away_match = /** @type {(inputs: Events_Form_Away_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away match`)
};

export const events_form_capacity = /** @type {(inputs: Events_Form_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity`)
};

export const events_form_capacity_hint = /** @type {(inputs: Events_Form_Capacity_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: places for RSVPs. Empty means unlimited; beyond it, members join a waitlist.`)
};

export const events_form_competition = /** @type {(inputs: Events_Form_CompetitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition`)
};

export const events_form_date = /** @type {(inputs: Events_Form_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date and time`)
};

export const events_form_date_hint = /** @type {(inputs: Events_Form_Date_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.zone} time.`)
};

export const events_form_date_hint_edit = /** @type {(inputs: Events_Form_Date_Hint_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.zone} time. A new time moves this event's shifts and watch party with it and emails everyone going, volunteering or selling tickets for it.`)
};

export const events_form_face_value = /** @type {(inputs: Events_Form_Face_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Face value per ticket (${i?.symbol})`)
};

export const events_form_face_value_hint = /** @type {(inputs: Events_Form_Face_Value_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home matches only, optional: ticket exchange sales for this match may not ask more.`)
};

export const events_form_home_away = /** @type {(inputs: Events_Form_Home_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home or away`)
};

export const events_form_home_match = /** @type {(inputs: Events_Form_Home_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home match`)
};

export const events_form_match = /** @type {(inputs: Events_Form_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match (watch parties)`)
};

export const events_form_match_day = /** @type {(inputs: Events_Form_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match day`)
};

export const events_form_members_only = /** @type {(inputs: Events_Form_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only`)
};

export const events_form_members_only_box = /** @type {(inputs: Events_Form_Members_Only_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPs for members only`)
};

export const events_form_members_only_hint = /** @type {(inputs: Events_Form_Members_Only_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only active and lifetime members may RSVP.`)
};

export const events_form_no_shifts = /** @type {(inputs: Events_Form_No_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shifts`)
};

export const events_form_none = /** @type {(inputs: Events_Form_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const events_form_not_a_match = /** @type {(inputs: Events_Form_Not_A_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a match / unknown`)
};

export const events_form_optional = /** @type {(inputs: Events_Form_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

export const events_form_shifts = /** @type {(inputs: Events_Form_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts from a template`)
};

export const events_form_shifts_hint = /** @type {(inputs: Events_Form_Shifts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: adds the template's volunteer shifts, timed from kickoff, to this event.`)
};

export const events_form_template_option = /** @type {(inputs: Events_Form_Template_OptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name} (${i?.count} shift)`);
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.count} shifts)`)
	
};

export const events_form_type = /** @type {(inputs: Events_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const events_form_type_community = /** @type {(inputs: Events_Form_Type_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

export const events_form_type_match = /** @type {(inputs: Events_Form_Type_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match`)
};

export const events_form_type_watch_party = /** @type {(inputs: Events_Form_Type_Watch_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch party`)
};

export const events_form_watch_party_hint = /** @type {(inputs: Events_Form_Watch_Party_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away matches, optional: creates the watch party for this match.`)
};

export const events_form_watch_party_start = /** @type {(inputs: Events_Form_Watch_Party_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch party starts (minutes from kickoff)`)
};

export const events_form_watch_party_start_hint = /** @type {(inputs: Events_Form_Watch_Party_Start_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negative is before kickoff; empty means an hour before.`)
};

export const events_list_intro = /** @type {(inputs: Events_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matches, watch parties and community events.`)
};

export const events_list_meta_description = /** @type {(inputs: Events_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming matches, watch parties and community events.`)
};

export const events_list_no_past = /** @type {(inputs: Events_List_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past events yet.`)
};

export const events_list_no_upcoming = /** @type {(inputs: Events_List_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events yet — check back soon.`)
};

export const events_list_past = /** @type {(inputs: Events_List_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Events`)
};

export const events_list_show_more = /** @type {(inputs: Events_List_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more upcoming events`)
};

export const events_list_subscribe = /** @type {(inputs: Events_List_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to all fixtures (iCalendar)`)
};

export const events_list_title = /** @type {(inputs: Events_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

export const events_list_types = /** @type {(inputs: Events_List_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event types`)
};

export const events_list_upcoming = /** @type {(inputs: Events_List_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Events`)
};

export const events_match_not_found = /** @type {(inputs: Events_Match_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That match does not exist: choose one from the list.`)
};

export const events_not_found = /** @type {(inputs: Events_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event not found`)
};

export const events_page_attended = /** @type {(inputs: Events_Page_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attended`)
};

export const events_page_attended_count = /** @type {(inputs: Events_Page_Attended_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} attended`)
};

export const events_page_attendees = /** @type {(inputs: Events_Page_AttendeesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} attendee`);
	return /** @type {LocalizedString} */ (`${i?.count} attendees`)
	
};

export const events_page_back = /** @type {(inputs: Events_Page_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

export const events_page_ballot = /** @type {(inputs: Events_Page_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away ballot`)
};

export const events_page_ballot_number = /** @type {(inputs: Events_Page_Ballot_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} · number ${i?.position} in the order`)
};

export const events_page_cancelled_prefix = /** @type {(inputs: Events_Page_Cancelled_PrefixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled · ${i?.rest}`)
};

export const events_page_check_in_link = /** @type {(inputs: Events_Page_Check_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-in at the door`)
};

export const events_page_col_checked_in = /** @type {(inputs: Events_Page_Col_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked in`)
};

export const events_page_col_member_id = /** @type {(inputs: Events_Page_Col_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member ID`)
};

export const events_page_col_name = /** @type {(inputs: Events_Page_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const events_page_collect_here = /** @type {(inputs: Events_Page_Collect_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} · collect at this event`)
};

export const events_page_going = /** @type {(inputs: Events_Page_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Going`)
};

export const events_page_going_count = /** @type {(inputs: Events_Page_Going_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} going`)
};

export const events_page_kickoff = /** @type {(inputs: Events_Page_KickoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kickoff`)
};

export const events_page_listing_row_seats = /** @type {(inputs: Events_Page_Listing_Row_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.section}, row ${i?.row}, seats ${i?.seats}`)
};

export const events_page_listing_seats = /** @type {(inputs: Events_Page_Listing_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.section}, seats ${i?.seats}`)
};

export const events_page_listings = /** @type {(inputs: Events_Page_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets on the exchange`)
};

export const events_page_merch = /** @type {(inputs: Events_Page_MerchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merch to collect here`)
};

export const events_page_new_tab = /** @type {(inputs: Events_Page_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opens a new tab)`)
};

export const events_page_not_found_title = /** @type {(inputs: Events_Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event not found`)
};

export const events_page_open_maps = /** @type {(inputs: Events_Page_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in maps`)
};

export const events_page_order = /** @type {(inputs: Events_Page_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number}`)
};

export const events_page_past = /** @type {(inputs: Events_Page_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past event`)
};

export const events_page_pickup_link = /** @type {(inputs: Events_Page_Pickup_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the merch table`)
};

export const events_page_related = /** @type {(inputs: Events_Page_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related events`)
};

export const events_page_shift_volunteers = /** @type {(inputs: Events_Page_Shift_VolunteersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} of ${i?.needed} volunteers`)
};

export const events_page_shifts = /** @type {(inputs: Events_Page_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer shifts`)
};

export const events_page_view_listing = /** @type {(inputs: Events_Page_View_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View listing`)
};

export const events_page_view_listing_in = /** @type {(inputs: Events_Page_View_Listing_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` in section ${i?.section}`)
};

export const events_page_when = /** @type {(inputs: Events_Page_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const events_page_where = /** @type {(inputs: Events_Page_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

export const events_page_who_came = /** @type {(inputs: Events_Page_Who_CameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who came`)
};

export const events_page_who_came_total = /** @type {(inputs: Events_Page_Who_Came_TotalInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} checked in`);
	return /** @type {LocalizedString} */ (`${i?.total} checked in`)
	
};

export const events_page_who_came_total_latest = /** @type {(inputs: Events_Page_Who_Came_Total_LatestInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} checked in; the latest ${i?.shown} shown`);
	return /** @type {LocalizedString} */ (`${i?.total} checked in; the latest ${i?.shown} shown`)
	
};

export const events_page_your_orders = /** @type {(inputs: Events_Page_Your_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your orders to collect`)
};

export const events_pickup_already_collected = /** @type {(inputs: Events_Pickup_Already_CollectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already collected at ${i?.time}`)
};

export const events_pickup_already_collected_by = /** @type {(inputs: Events_Pickup_Already_Collected_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already collected at ${i?.time} by ${i?.by}`)
};

export const events_pickup_card_not_received = /** @type {(inputs: Events_Pickup_Card_Not_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payment not received`)
};

export const events_pickup_collected = /** @type {(inputs: Events_Pickup_CollectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collected`)
};

export const events_pickup_collected_at = /** @type {(inputs: Events_Pickup_Collected_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Collected at ${i?.time}`)
};

export const events_pickup_collected_at_by = /** @type {(inputs: Events_Pickup_Collected_At_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Collected at ${i?.time} by ${i?.by}`)
};

export const events_pickup_forbidden = /** @type {(inputs: Events_Pickup_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only admins and this event's volunteers can hand over orders at its merch table.`)
};

export const events_pickup_guest = /** @type {(inputs: Events_Pickup_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guest`)
};

export const events_pickup_marked_paid = /** @type {(inputs: Events_Pickup_Marked_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment taken at the table: marked paid.`)
};

export const events_pickup_no_results = /** @type {(inputs: Events_Pickup_No_ResultsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No pickup order at this event matches “${i?.query}”.`)
};

export const events_pickup_nothing = /** @type {(inputs: Events_Pickup_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an order to mark collected.`)
};

export const events_pickup_order = /** @type {(inputs: Events_Pickup_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number}`)
};

export const events_pickup_order_cancelled = /** @type {(inputs: Events_Pickup_Order_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order cancelled — do not hand it over`)
};

export const events_pickup_order_not_found = /** @type {(inputs: Events_Pickup_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not an order to collect at this event`)
};

export const events_pickup_paid = /** @type {(inputs: Events_Pickup_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const events_pickup_pay_later = /** @type {(inputs: Events_Pickup_Pay_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To pay at the table: ${i?.amount}`)
};

export const events_pickup_search_form = /** @type {(inputs: Events_Pickup_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search orders`)
};

export const events_pickup_search_label = /** @type {(inputs: Events_Pickup_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, Member ID, order number or email`)
};

export const events_pickup_title = /** @type {(inputs: Events_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the merch table`)
};

export const events_pickup_tone_again = /** @type {(inputs: Events_Pickup_Tone_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handed over earlier`)
};

export const events_pickup_tone_ok = /** @type {(inputs: Events_Pickup_Tone_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handed over`)
};

export const events_pickup_tone_refused = /** @type {(inputs: Events_Pickup_Tone_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not handed over`)
};

export const events_pickup_unknown_card = /** @type {(inputs: Events_Pickup_Unknown_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This card is not a current member card: search by name instead.`)
};

export const events_rsvp_add_to_calendar = /** @type {(inputs: Events_Rsvp_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar (.ics)`)
};

export const events_rsvp_become_member = /** @type {(inputs: Events_Rsvp_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a member`)
};

export const events_rsvp_button = /** @type {(inputs: Events_Rsvp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP`)
};

export const events_rsvp_cancel = /** @type {(inputs: Events_Rsvp_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel RSVP`)
};

export const events_rsvp_cancelled = /** @type {(inputs: Events_Rsvp_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has been cancelled, so RSVPs are closed.`)
};

export const events_rsvp_cancelling = /** @type {(inputs: Events_Rsvp_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

export const events_rsvp_confirmed = /** @type {(inputs: Events_Rsvp_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP confirmed!`)
};

export const events_rsvp_event_cancelled = /** @type {(inputs: Events_Rsvp_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has been cancelled.`)
};

export const events_rsvp_failed = /** @type {(inputs: Events_Rsvp_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to RSVP. Please try again.`)
};

export const events_rsvp_full = /** @type {(inputs: Events_Rsvp_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full — join the waitlist`)
};

export const events_rsvp_going = /** @type {(inputs: Events_Rsvp_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ You're going`)
};

export const events_rsvp_leave_waitlist = /** @type {(inputs: Events_Rsvp_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave waitlist`)
};

export const events_rsvp_leaving = /** @type {(inputs: Events_Rsvp_LeavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaving...`)
};

export const events_rsvp_left_waitlist = /** @type {(inputs: Events_Rsvp_Left_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You've left the waitlist.`)
};

export const events_rsvp_members_only = /** @type {(inputs: Events_Rsvp_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only: RSVPs are open to active and lifetime members.`)
};

export const events_rsvp_members_only_refused = /** @type {(inputs: Events_Rsvp_Members_Only_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is for members only: RSVPs are open to active and lifetime members.`)
};

export const events_rsvp_no_longer_going = /** @type {(inputs: Events_Rsvp_No_Longer_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're no longer going to this event.`)
};

export const events_rsvp_not_found = /** @type {(inputs: Events_Rsvp_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event does not exist.`)
};

export const events_rsvp_on_waitlist = /** @type {(inputs: Events_Rsvp_On_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're on the waitlist`)
};

export const events_rsvp_on_waitlist_at = /** @type {(inputs: Events_Rsvp_On_Waitlist_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're on the waitlist (#${i?.position})`)
};

export const events_rsvp_past = /** @type {(inputs: Events_Rsvp_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has already taken place, so RSVPs are closed.`)
};

export const events_rsvp_places_left = /** @type {(inputs: Events_Rsvp_Places_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} place left`);
	return /** @type {LocalizedString} */ (`${i?.count} places left`)
	
};

export const events_rsvp_rsvping = /** @type {(inputs: Events_Rsvp_RsvpingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVPing...`)
};

export const events_rsvp_toast_cancelled_title = /** @type {(inputs: Events_Rsvp_Toast_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP cancelled`)
};

export const events_rsvp_toast_left_waitlist_title = /** @type {(inputs: Events_Rsvp_Toast_Left_Waitlist_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left the waitlist`)
};

export const events_rsvp_toast_success = /** @type {(inputs: Events_Rsvp_Toast_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

export const events_rsvp_toast_waitlist_title = /** @type {(inputs: Events_Rsvp_Toast_Waitlist_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the waitlist`)
};

export const events_rsvp_waitlisted_toast = /** @type {(inputs: Events_Rsvp_Waitlisted_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event is full, so you're on the waitlist. We'll email you if a place opens up.`)
};

export const events_rsvp_waitlisted_toast_at = /** @type {(inputs: Events_Rsvp_Waitlisted_Toast_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The event is full, so you're on the waitlist (#${i?.position}). We'll email you if a place opens up.`)
};

export const events_share_cancelled = /** @type {(inputs: Events_Share_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const events_shift_template_not_found = /** @type {(inputs: Events_Shift_Template_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That template does not exist: choose one from the list.`)
};

export const events_team_away = /** @type {(inputs: Events_Team_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away`)
};

export const events_team_home = /** @type {(inputs: Events_Team_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const events_team_label = /** @type {(inputs: Events_Team_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.side}: ${i?.name}`)
};

export const events_teams_vs = /** @type {(inputs: Events_Teams_VsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vs`)
};

export const site_error_back_home = /** @type {(inputs: Site_Error_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the home page`)
};

export const site_error_body = /** @type {(inputs: Site_Error_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, we couldn't show this page right now. Please try again in a moment.`)
};

export const site_error_forbidden = /** @type {(inputs: Site_Error_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have permission to see this page.`)
};

export const site_error_heading = /** @type {(inputs: Site_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const site_error_not_found_body = /** @type {(inputs: Site_Error_Not_Found_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't find that page. It may have moved, or the link may be mistyped.`)
};

export const site_error_not_found_heading = /** @type {(inputs: Site_Error_Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const site_error_not_found_title = /** @type {(inputs: Site_Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`404 Page Not Found`)
};

export const site_error_title = /** @type {(inputs: Site_Error_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Something went wrong | ${i?.groupName}`)
};

export const site_footer_about = /** @type {(inputs: Site_Footer_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An independent supporters group of ${i?.clubName}, based in ${i?.contactCity}.`)
};

export const site_footer_away_days = /** @type {(inputs: Site_Footer_Away_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away Days`)
};

export const site_footer_buy_sell_tickets = /** @type {(inputs: Site_Footer_Buy_Sell_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy & Sell Tickets`)
};

export const site_footer_by_email = /** @type {(inputs: Site_Footer_By_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(by email)`)
};

export const site_footer_contact = /** @type {(inputs: Site_Footer_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const site_footer_disclaimer = /** @type {(inputs: Site_Footer_DisclaimerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.groupName} is an independent, volunteer-run non-profit supporters group, not affiliated with ${i?.clubName}.`)
};

export const site_footer_email_preferences = /** @type {(inputs: Site_Footer_Email_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Preferences`)
};

export const site_footer_manage_profile = /** @type {(inputs: Site_Footer_Manage_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage Profile`)
};

export const site_footer_member_resources = /** @type {(inputs: Site_Footer_Member_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Resources`)
};

export const site_footer_member_since = /** @type {(inputs: Site_Footer_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Member since ${i?.date}`)
};

export const site_footer_membership_info = /** @type {(inputs: Site_Footer_Membership_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership Info`)
};

export const site_footer_minutes = /** @type {(inputs: Site_Footer_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board Meeting Minutes`)
};

export const site_footer_minutes_subject = /** @type {(inputs: Site_Footer_Minutes_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Board Meeting Minutes request`)
};

export const site_footer_my_shifts = /** @type {(inputs: Site_Footer_My_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Volunteer Shifts`)
};

export const site_footer_order_tracking = /** @type {(inputs: Site_Footer_Order_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Tracking`)
};

export const site_footer_privacy_policy = /** @type {(inputs: Site_Footer_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const site_footer_privacy_settings = /** @type {(inputs: Site_Footer_Privacy_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Settings`)
};

export const site_footer_quick_links = /** @type {(inputs: Site_Footer_Quick_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Links`)
};

export const site_footer_reports = /** @type {(inputs: Site_Footer_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financial Reports`)
};

export const site_footer_reports_subject = /** @type {(inputs: Site_Footer_Reports_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Financial Reports request`)
};

export const site_footer_sign_out = /** @type {(inputs: Site_Footer_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

export const site_footer_terms = /** @type {(inputs: Site_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Use`)
};

export const site_footer_volunteer_opportunities = /** @type {(inputs: Site_Footer_Volunteer_OpportunitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer Opportunities`)
};

export const site_footer_your_account = /** @type {(inputs: Site_Footer_Your_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const site_language_switch = /** @type {(inputs: Site_Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const site_language_unknown = /** @type {(inputs: Site_Language_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the languages listed.`)
};

export const site_nav_admin = /** @type {(inputs: Site_Nav_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const site_nav_cart = /** @type {(inputs: Site_Nav_CartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cart, ${i?.count} item`);
	return /** @type {LocalizedString} */ (`Cart, ${i?.count} items`)
	
};

export const site_nav_events = /** @type {(inputs: Site_Nav_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

export const site_nav_home = /** @type {(inputs: Site_Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const site_nav_login = /** @type {(inputs: Site_Nav_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

export const site_nav_main = /** @type {(inputs: Site_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const site_nav_menu = /** @type {(inputs: Site_Nav_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

export const site_nav_profile = /** @type {(inputs: Site_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const site_nav_shop = /** @type {(inputs: Site_Nav_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop`)
};

export const site_nav_tickets = /** @type {(inputs: Site_Nav_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket Exchange`)
};

export const site_nav_volunteer = /** @type {(inputs: Site_Nav_VolunteerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer`)
};

export const site_skip_to_content = /** @type {(inputs: Site_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};