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
/** @typedef {{}} Tickets_Action_FreeInputs */
/** @typedef {{}} Tickets_Action_SaleInputs */
/** @typedef {{}} Tickets_Action_TradeInputs */
/** @typedef {{}} Tickets_Admin_Already_ClosedInputs */
/** @typedef {{}} Tickets_Admin_BackInputs */
/** @typedef {{}} Tickets_Admin_Check_FormInputs */
/** @typedef {{}} Tickets_Admin_Col_ListingInputs */
/** @typedef {{}} Tickets_Admin_Col_PriceInputs */
/** @typedef {{}} Tickets_Admin_DashboardInputs */
/** @typedef {{ count: NonNullable<unknown> }} Tickets_Admin_DetailsInputs */
/** @typedef {{}} Tickets_Admin_IntroInputs */
/** @typedef {{ id: NonNullable<unknown>, title: NonNullable<unknown> }} Tickets_Admin_Listing_HeadingInputs */
/** @typedef {{}} Tickets_Admin_Listing_TitleInputs */
/** @typedef {{}} Tickets_Admin_LookupInputs */
/** @typedef {{}} Tickets_Admin_Lookup_PlaceholderInputs */
/** @typedef {{}} Tickets_Admin_MatchInputs */
/** @typedef {{}} Tickets_Admin_MemberInputs */
/** @typedef {{}} Tickets_Admin_MessagesInputs */
/** @typedef {{}} Tickets_Admin_NewerInputs */
/** @typedef {{}} Tickets_Admin_No_EmailInputs */
/** @typedef {{}} Tickets_Admin_No_MessagesInputs */
/** @typedef {{}} Tickets_Admin_OlderInputs */
/** @typedef {{}} Tickets_Admin_OpenInputs */
/** @typedef {{}} Tickets_Admin_Open_ListingsInputs */
/** @typedef {{ page: NonNullable<unknown> }} Tickets_Admin_Open_Listings_PageInputs */
/** @typedef {{}} Tickets_Admin_PagesInputs */
/** @typedef {{}} Tickets_Admin_Posted_ByInputs */
/** @typedef {{}} Tickets_Admin_Reason_FieldInputs */
/** @typedef {{}} Tickets_Admin_Reason_RequiredInputs */
/** @typedef {{}} Tickets_Admin_RemovedInputs */
/** @typedef {{}} Tickets_Admin_Removed_TitleInputs */
/** @typedef {{}} Tickets_Admin_SeatsInputs */
/** @typedef {{}} Tickets_Admin_StateInputs */
/** @typedef {{}} Tickets_Admin_State_Event_CancelledInputs */
/** @typedef {{}} Tickets_Admin_State_ExpiredInputs */
/** @typedef {{}} Tickets_Admin_State_Given_AwayInputs */
/** @typedef {{}} Tickets_Admin_State_OpenInputs */
/** @typedef {{}} Tickets_Admin_State_RemovedInputs */
/** @typedef {{}} Tickets_Admin_State_SoldInputs */
/** @typedef {{}} Tickets_Admin_State_WithdrawnInputs */
/** @typedef {{}} Tickets_Api_Admin_ReasonInputs */
/** @typedef {{}} Tickets_Api_Body_JsonInputs */
/** @typedef {{}} Tickets_Api_Body_ObjectInputs */
/** @typedef {{}} Tickets_Api_Reason_RequiredInputs */
/** @typedef {{}} Tickets_Api_Reason_Required_LongInputs */
/** @typedef {{}} Tickets_CloseInputs */
/** @typedef {{}} Tickets_Close_FailedInputs */
/** @typedef {{}} Tickets_Closed_Given_AwayInputs */
/** @typedef {{}} Tickets_Closed_SoldInputs */
/** @typedef {{}} Tickets_Closed_WithdrawnInputs */
/** @typedef {{}} Tickets_Contact_ExplainInputs */
/** @typedef {{}} Tickets_Contact_FieldInputs */
/** @typedef {{}} Tickets_Contact_ListingInputs */
/** @typedef {{ max: NonNullable<unknown> }} Tickets_Contact_MaxInputs */
/** @typedef {{}} Tickets_Contact_Not_AllowedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Tickets_Contact_Posted_ByInputs */
/** @typedef {{}} Tickets_Contact_RequiredInputs */
/** @typedef {{}} Tickets_Contact_SendInputs */
/** @typedef {{}} Tickets_Contact_SendingInputs */
/** @typedef {{}} Tickets_Contact_SentInputs */
/** @typedef {{}} Tickets_Contact_Sent_TitleInputs */
/** @typedef {{}} Tickets_Contact_TitleInputs */
/** @typedef {{}} Tickets_CreatedInputs */
/** @typedef {{}} Tickets_Date_TbdInputs */
/** @typedef {{}} Tickets_EditInputs */
/** @typedef {{}} Tickets_Edit_TitleInputs */
/** @typedef {{}} Tickets_ErrorInputs */
/** @typedef {{}} Tickets_Error_Date_InvalidInputs */
/** @typedef {{}} Tickets_Error_Date_RequiredInputs */
/** @typedef {{}} Tickets_Error_Seats_RequiredInputs */
/** @typedef {{}} Tickets_Error_Section_RequiredInputs */
/** @typedef {{}} Tickets_Error_Title_RequiredInputs */
/** @typedef {{}} Tickets_Error_TypeInputs */
/** @typedef {{}} Tickets_ExchangeInputs */
/** @typedef {{}} Tickets_Field_Match_TitleInputs */
/** @typedef {{}} Tickets_Field_PriceInputs */
/** @typedef {{}} Tickets_Field_RowInputs */
/** @typedef {{}} Tickets_Field_SeatsInputs */
/** @typedef {{}} Tickets_Field_SectionInputs */
/** @typedef {{}} Tickets_Field_Trade_DescriptionInputs */
/** @typedef {{}} Tickets_Filter_AllInputs */
/** @typedef {{}} Tickets_Filter_FreeInputs */
/** @typedef {{}} Tickets_Filter_SaleInputs */
/** @typedef {{}} Tickets_Filter_TradeInputs */
/** @typedef {{ title: NonNullable<unknown> }} Tickets_For_MatchInputs */
/** @typedef {{ price: NonNullable<unknown> }} Tickets_Form_Face_ValueInputs */
/** @typedef {{}} Tickets_Form_MatchInputs */
/** @typedef {{}} Tickets_Form_Match_DateInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Tickets_Form_Match_Date_HintInputs */
/** @typedef {{}} Tickets_Form_Match_HintInputs */
/** @typedef {{}} Tickets_Form_Match_TitleInputs */
/** @typedef {{}} Tickets_Form_Other_MatchInputs */
/** @typedef {{ symbol: NonNullable<unknown> }} Tickets_Form_PriceInputs */
/** @typedef {{}} Tickets_Form_Price_Sale_OnlyInputs */
/** @typedef {{}} Tickets_Form_RowInputs */
/** @typedef {{}} Tickets_Form_SeatsInputs */
/** @typedef {{}} Tickets_Form_SectionInputs */
/** @typedef {{}} Tickets_Form_TradeInputs */
/** @typedef {{}} Tickets_Form_Trade_OnlyInputs */
/** @typedef {{}} Tickets_Form_TypeInputs */
/** @typedef {{}} Tickets_List_ButtonInputs */
/** @typedef {{}} Tickets_List_IntroInputs */
/** @typedef {{ title: NonNullable<unknown> }} Tickets_Listing_ForInputs */
/** @typedef {{}} Tickets_Listing_GoneInputs */
/** @typedef {{ maxActive: NonNullable<unknown> }} Tickets_Listing_LimitInputs */
/** @typedef {{}} Tickets_Listing_Not_FoundInputs */
/** @typedef {{}} Tickets_Listing_PendingInputs */
/** @typedef {{}} Tickets_Listing_TitleInputs */
/** @typedef {{ title: NonNullable<unknown>, section: NonNullable<unknown>, seats: NonNullable<unknown> }} Tickets_Mail_SubjectInputs */
/** @typedef {{}} Tickets_Mark_Given_AwayInputs */
/** @typedef {{}} Tickets_Mark_SoldInputs */
/** @typedef {{}} Tickets_Mark_TradedInputs */
/** @typedef {{}} Tickets_My_EmptyInputs */
/** @typedef {{}} Tickets_My_Empty_CompactInputs */
/** @typedef {{}} Tickets_My_HeadingInputs */
/** @typedef {{}} Tickets_My_Heading_CompactInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Tickets_My_ReasonInputs */
/** @typedef {{}} Tickets_No_ContactInputs */
/** @typedef {{}} Tickets_No_Sender_EmailInputs */
/** @typedef {{}} Tickets_Not_FoundInputs */
/** @typedef {{}} Tickets_Not_YoursInputs */
/** @typedef {{}} Tickets_Own_ListingInputs */
/** @typedef {{}} Tickets_Page_DescriptionInputs */
/** @typedef {{}} Tickets_Page_EmptyInputs */
/** @typedef {{}} Tickets_Page_IntroInputs */
/** @typedef {{}} Tickets_Page_ListingsInputs */
/** @typedef {{}} Tickets_Page_Show_MoreInputs */
/** @typedef {{}} Tickets_Page_TitleInputs */
/** @typedef {{}} Tickets_Page_TypesInputs */
/** @typedef {{ name: NonNullable<unknown>, when: NonNullable<unknown> }} Tickets_Posted_ByInputs */
/** @typedef {{}} Tickets_Posted_By_YouInputs */
/** @typedef {{ price: NonNullable<unknown> }} Tickets_Price_EachInputs */
/** @typedef {{}} Tickets_Price_FreeInputs */
/** @typedef {{}} Tickets_Price_TradeInputs */
/** @typedef {{}} Tickets_RecentlyInputs */
/** @typedef {{}} Tickets_RemoveInputs */
/** @typedef {{}} Tickets_Remove_ListingInputs */
/** @typedef {{}} Tickets_Remove_ReasonInputs */
/** @typedef {{}} Tickets_RemovingInputs */
/** @typedef {{}} Tickets_Save_ChangesInputs */
/** @typedef {{}} Tickets_SavingInputs */
/** @typedef {{ section: NonNullable<unknown>, row: NonNullable<unknown>, seats: NonNullable<unknown> }} Tickets_Seat_LineInputs */
/** @typedef {{ section: NonNullable<unknown>, seats: NonNullable<unknown> }} Tickets_Seat_Line_No_RowInputs */
/** @typedef {{}} Tickets_Sign_In_FirstInputs */
/** @typedef {{}} Tickets_State_Event_CancelledInputs */
/** @typedef {{}} Tickets_State_ExpiredInputs */
/** @typedef {{}} Tickets_State_Given_AwayInputs */
/** @typedef {{}} Tickets_State_OpenInputs */
/** @typedef {{}} Tickets_State_RemovedInputs */
/** @typedef {{}} Tickets_State_SoldInputs */
/** @typedef {{}} Tickets_State_WithdrawnInputs */
/** @typedef {{}} Tickets_SuccessInputs */
/** @typedef {{}} Tickets_Type_FreeInputs */
/** @typedef {{}} Tickets_Type_SaleInputs */
/** @typedef {{}} Tickets_Type_TradeInputs */
/** @typedef {{}} Tickets_UpdatedInputs */
/** @typedef {{}} Tickets_Validation_ErrorInputs */
/** @typedef {{}} Tickets_WithdrawInputs */
/** @typedef {{}} Tickets_WithdrawingInputs */
/** @typedef {{}} Volunteer_Admin_AddInputs */
/** @typedef {{}} Volunteer_Admin_Already_CancelledInputs */
/** @typedef {{}} Volunteer_Admin_Already_Cancelled_TitleInputs */
/** @typedef {{ completed: NonNullable<unknown>, noShow: NonNullable<unknown> }} Volunteer_Admin_Attendance_CountsInputs */
/** @typedef {{}} Volunteer_Admin_Attendance_SavedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Volunteer_Admin_Attended_LabelInputs */
/** @typedef {{}} Volunteer_Admin_BackInputs */
/** @typedef {{}} Volunteer_Admin_CancelInputs */
/** @typedef {{}} Volunteer_Admin_Cancel_AlreadyInputs */
/** @typedef {{}} Volunteer_Admin_Cancel_ConfirmInputs */
/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Cancel_ExplainInputs */
/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_Cancel_HeadingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_Cancel_OfInputs */
/** @typedef {{}} Volunteer_Admin_Cancel_TitleInputs */
/** @typedef {{}} Volunteer_Admin_CancelledInputs */
/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Cancelled_NotifiedInputs */
/** @typedef {{}} Volunteer_Admin_Cancelled_TitleInputs */
/** @typedef {{}} Volunteer_Admin_CancellingInputs */
/** @typedef {{}} Volunteer_Admin_Col_AttendedInputs */
/** @typedef {{}} Volunteer_Admin_Col_EmailInputs */
/** @typedef {{}} Volunteer_Admin_Col_NameInputs */
/** @typedef {{}} Volunteer_Admin_Col_OpportunityInputs */
/** @typedef {{}} Volunteer_Admin_Col_PositionInputs */
/** @typedef {{}} Volunteer_Admin_Col_Signed_UpInputs */
/** @typedef {{}} Volunteer_Admin_Col_SpotsInputs */
/** @typedef {{}} Volunteer_Admin_Col_StatusInputs */
/** @typedef {{}} Volunteer_Admin_Col_WhenInputs */
/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Confirmed_So_FarInputs */
/** @typedef {{}} Volunteer_Admin_CreateInputs */
/** @typedef {{}} Volunteer_Admin_Create_FailedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_CreatedInputs */
/** @typedef {{}} Volunteer_Admin_DashboardInputs */
/** @typedef {{}} Volunteer_Admin_DeleteInputs */
/** @typedef {{}} Volunteer_Admin_Delete_Cancel_InsteadInputs */
/** @typedef {{}} Volunteer_Admin_Delete_ConfirmInputs */
/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Delete_ExplainInputs */
/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_Delete_HeadingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_Delete_OfInputs */
/** @typedef {{}} Volunteer_Admin_Delete_TellInputs */
/** @typedef {{}} Volunteer_Admin_Delete_TitleInputs */
/** @typedef {{}} Volunteer_Admin_DeletedInputs */
/** @typedef {{}} Volunteer_Admin_Deleted_TitleInputs */
/** @typedef {{}} Volunteer_Admin_DeletingInputs */
/** @typedef {{}} Volunteer_Admin_Download_CsvInputs */
/** @typedef {{}} Volunteer_Admin_EditInputs */
/** @typedef {{}} Volunteer_Admin_Edit_HeadingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_Edit_OfInputs */
/** @typedef {{}} Volunteer_Admin_Edit_Title_FallbackInputs */
/** @typedef {{}} Volunteer_Admin_ErrorInputs */
/** @typedef {{}} Volunteer_Admin_HeadingInputs */
/** @typedef {{}} Volunteer_Admin_Is_CancelledInputs */
/** @typedef {{}} Volunteer_Admin_KeepInputs */
/** @typedef {{}} Volunteer_Admin_List_TitleInputs */
/** @typedef {{}} Volunteer_Admin_Mark_HelpInputs */
/** @typedef {{}} Volunteer_Admin_Mark_LaterInputs */
/** @typedef {{}} Volunteer_Admin_Mark_Too_EarlyInputs */
/** @typedef {{}} Volunteer_Admin_New_TitleInputs */
/** @typedef {{}} Volunteer_Admin_No_NameInputs */
/** @typedef {{}} Volunteer_Admin_No_PastInputs */
/** @typedef {{}} Volunteer_Admin_No_UpcomingInputs */
/** @typedef {{}} Volunteer_Admin_Nobody_To_MarkInputs */
/** @typedef {{}} Volunteer_Admin_Nobody_YetInputs */
/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Recent_PastInputs */
/** @typedef {{}} Volunteer_Admin_RosterInputs */
/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_Roster_OfInputs */
/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_Roster_TitleInputs */
/** @typedef {{}} Volunteer_Admin_Roster_Title_FallbackInputs */
/** @typedef {{}} Volunteer_Admin_SaveInputs */
/** @typedef {{}} Volunteer_Admin_Save_AttendanceInputs */
/** @typedef {{}} Volunteer_Admin_Save_FailedInputs */
/** @typedef {{}} Volunteer_Admin_SavingInputs */
/** @typedef {{}} Volunteer_Admin_Show_MoreInputs */
/** @typedef {{ assigned: NonNullable<unknown>, needed: NonNullable<unknown>, waitlisted: NonNullable<unknown> }} Volunteer_Admin_Spots_FilledInputs */
/** @typedef {{}} Volunteer_Admin_SuccessInputs */
/** @typedef {{}} Volunteer_Admin_TemplatesInputs */
/** @typedef {{}} Volunteer_Admin_UpcomingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_UpdatedInputs */
/** @typedef {{}} Volunteer_Admin_VolunteersInputs */
/** @typedef {{}} Volunteer_Admin_WaitlistInputs */
/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Waitlisted_CountInputs */
/** @typedef {{}} Volunteer_Api_Is_ActiveInputs */
/** @typedef {{}} Volunteer_Api_Signup_CancelledInputs */
/** @typedef {{ contactInfo: NonNullable<unknown> }} Volunteer_Cancel_ContactInputs */
/** @typedef {{}} Volunteer_Cancel_Contact_UnnamedInputs */
/** @typedef {{ cutoffHours: NonNullable<unknown> }} Volunteer_Cancel_CutoffInputs */
/** @typedef {{}} Volunteer_Cancel_Signup_Not_FoundInputs */
/** @typedef {{}} Volunteer_Cancelled_By_CoordinatorInputs */
/** @typedef {{ contact: NonNullable<unknown> }} Volunteer_Card_ContactInputs */
/** @typedef {{ assigned: NonNullable<unknown>, needed: NonNullable<unknown> }} Volunteer_Card_CountInputs */
/** @typedef {{}} Volunteer_Card_ForInputs */
/** @typedef {{}} Volunteer_Category_CommunityInputs */
/** @typedef {{}} Volunteer_Category_FundraisingInputs */
/** @typedef {{}} Volunteer_Category_GeneralInputs */
/** @typedef {{}} Volunteer_Category_Match_DayInputs */
/** @typedef {{}} Volunteer_Category_SetupInputs */
/** @typedef {{}} Volunteer_Error_CategoryInputs */
/** @typedef {{}} Volunteer_Error_Date_InvalidInputs */
/** @typedef {{}} Volunteer_Error_Date_RequiredInputs */
/** @typedef {{}} Volunteer_Error_End_Before_StartInputs */
/** @typedef {{}} Volunteer_Error_EventInputs */
/** @typedef {{}} Volunteer_Error_Location_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Volunteer_Error_Spots_MaxInputs */
/** @typedef {{}} Volunteer_Error_Spots_MinInputs */
/** @typedef {{}} Volunteer_Error_Spots_WholeInputs */
/** @typedef {{ label: NonNullable<unknown> }} Volunteer_Error_Time_InvalidInputs */
/** @typedef {{ label: NonNullable<unknown> }} Volunteer_Error_Time_RequiredInputs */
/** @typedef {{}} Volunteer_Error_Title_RequiredInputs */
/** @typedef {{}} Volunteer_Event_Not_FoundInputs */
/** @typedef {{}} Volunteer_Field_CategoryInputs */
/** @typedef {{}} Volunteer_Field_ContactInputs */
/** @typedef {{}} Volunteer_Field_DateInputs */
/** @typedef {{}} Volunteer_Field_DescriptionInputs */
/** @typedef {{}} Volunteer_Field_End_TimeInputs */
/** @typedef {{}} Volunteer_Field_EventInputs */
/** @typedef {{}} Volunteer_Field_LocationInputs */
/** @typedef {{}} Volunteer_Field_Physical_RequirementsInputs */
/** @typedef {{}} Volunteer_Field_Spots_NeededInputs */
/** @typedef {{}} Volunteer_Field_Start_TimeInputs */
/** @typedef {{}} Volunteer_Field_TitleInputs */
/** @typedef {{}} Volunteer_Form_Contact_HintInputs */
/** @typedef {{}} Volunteer_Form_Date_HintInputs */
/** @typedef {{}} Volunteer_Form_No_EventInputs */
/** @typedef {{}} Volunteer_Form_Physical_HintInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Volunteer_Form_Time_Zone_HintInputs */
/** @typedef {{}} Volunteer_Opportunity_CancelledInputs */
/** @typedef {{}} Volunteer_Opportunity_Not_FoundInputs */
/** @typedef {{}} Volunteer_Page_Cancel_FailedInputs */
/** @typedef {{}} Volunteer_Page_CancelledInputs */
/** @typedef {{}} Volunteer_Page_CategoriesInputs */
/** @typedef {{}} Volunteer_Page_DescriptionInputs */
/** @typedef {{}} Volunteer_Page_EmptyInputs */
/** @typedef {{}} Volunteer_Page_Empty_HintInputs */
/** @typedef {{}} Volunteer_Page_Error_TitleInputs */
/** @typedef {{}} Volunteer_Page_Filter_AllInputs */
/** @typedef {{}} Volunteer_Page_Filter_CommunityInputs */
/** @typedef {{}} Volunteer_Page_Filter_FundraisingInputs */
/** @typedef {{}} Volunteer_Page_Filter_Match_DayInputs */
/** @typedef {{}} Volunteer_Page_Filter_SetupInputs */
/** @typedef {{ groupName: NonNullable<unknown> }} Volunteer_Page_HeadingInputs */
/** @typedef {{}} Volunteer_Page_IntroInputs */
/** @typedef {{}} Volunteer_Page_Show_MoreInputs */
/** @typedef {{}} Volunteer_Page_Signed_UpInputs */
/** @typedef {{}} Volunteer_Page_Signup_FailedInputs */
/** @typedef {{}} Volunteer_Page_Success_TitleInputs */
/** @typedef {{}} Volunteer_Page_TitleInputs */
/** @typedef {{ position: NonNullable<unknown> }} Volunteer_Page_WaitlistedInputs */
/** @typedef {{}} Volunteer_Page_WhyInputs */
/** @typedef {{}} Volunteer_Page_Why_GiveInputs */
/** @typedef {{}} Volunteer_Page_Why_Give_TextInputs */
/** @typedef {{}} Volunteer_Page_Why_IndependentInputs */
/** @typedef {{}} Volunteer_Page_Why_Independent_TextInputs */
/** @typedef {{}} Volunteer_Page_Why_MeetInputs */
/** @typedef {{}} Volunteer_Page_Why_Meet_TextInputs */
/** @typedef {{}} Volunteer_Shifts_Card_EmptyInputs */
/** @typedef {{}} Volunteer_Shifts_Card_FindInputs */
/** @typedef {{}} Volunteer_Shifts_Card_HeadingInputs */
/** @typedef {{}} Volunteer_Signup_ButtonInputs */
/** @typedef {{}} Volunteer_Signup_CancelInputs */
/** @typedef {{}} Volunteer_Signup_CancellingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Signup_ForInputs */
/** @typedef {{}} Volunteer_Signup_Join_WaitlistInputs */
/** @typedef {{}} Volunteer_Signup_Leave_WaitlistInputs */
/** @typedef {{}} Volunteer_Signup_Not_FoundInputs */
/** @typedef {{ position: NonNullable<unknown> }} Volunteer_Signup_On_WaitlistInputs */
/** @typedef {{}} Volunteer_Signup_PastInputs */
/** @typedef {{}} Volunteer_Signup_Signed_UpInputs */
/** @typedef {{}} Volunteer_Signup_Signing_UpInputs */
/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Spots_AvailableInputs */
/** @typedef {{ confirmed: NonNullable<unknown> }} Volunteer_Spots_Below_ConfirmedInputs */
/** @typedef {{}} Volunteer_Spots_FullInputs */
/** @typedef {{}} Volunteer_Start_In_PastInputs */
/** @typedef {{}} Volunteer_Status_CancelledInputs */
/** @typedef {{}} Volunteer_Status_CompletedInputs */
/** @typedef {{}} Volunteer_Status_ConfirmedInputs */
/** @typedef {{}} Volunteer_Status_No_ShowInputs */
/** @typedef {{}} Volunteer_Status_PendingInputs */
/** @typedef {{}} Volunteer_Status_WaitlistedInputs */
/** @typedef {{}} Volunteer_Template_Name_TakenInputs */
/** @typedef {{}} Volunteer_Template_Not_FoundInputs */
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
/**
* | output |
* | --- |
* | "Claim Ticket" |
*
* @param {Tickets_Action_FreeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_action_free = /** @type {((inputs?: Tickets_Action_FreeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Action_FreeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_action_free(inputs)
	return __en.tickets_action_free(inputs)
});
/**
* | output |
* | --- |
* | "Contact Seller" |
*
* @param {Tickets_Action_SaleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_action_sale = /** @type {((inputs?: Tickets_Action_SaleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Action_SaleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_action_sale(inputs)
	return __en.tickets_action_sale(inputs)
});
/**
* | output |
* | --- |
* | "Propose Trade" |
*
* @param {Tickets_Action_TradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_action_trade = /** @type {((inputs?: Tickets_Action_TradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Action_TradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_action_trade(inputs)
	return __en.tickets_action_trade(inputs)
});
/**
* | output |
* | --- |
* | "That listing is already closed." |
*
* @param {Tickets_Admin_Already_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_already_closed = /** @type {((inputs?: Tickets_Admin_Already_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Already_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_already_closed(inputs)
	return __en.tickets_admin_already_closed(inputs)
});
/**
* | output |
* | --- |
* | "Manage ticket listings" |
*
* @param {Tickets_Admin_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_back = /** @type {((inputs?: Tickets_Admin_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_back(inputs)
	return __en.tickets_admin_back(inputs)
});
/**
* | output |
* | --- |
* | "Check the form" |
*
* @param {Tickets_Admin_Check_FormInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_check_form = /** @type {((inputs?: Tickets_Admin_Check_FormInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Check_FormInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_check_form(inputs)
	return __en.tickets_admin_check_form(inputs)
});
/**
* | output |
* | --- |
* | "Listing" |
*
* @param {Tickets_Admin_Col_ListingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_col_listing = /** @type {((inputs?: Tickets_Admin_Col_ListingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Col_ListingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_col_listing(inputs)
	return __en.tickets_admin_col_listing(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Tickets_Admin_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_col_price = /** @type {((inputs?: Tickets_Admin_Col_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Col_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_col_price(inputs)
	return __en.tickets_admin_col_price(inputs)
});
/**
* | output |
* | --- |
* | "Admin Dashboard" |
*
* @param {Tickets_Admin_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_dashboard = /** @type {((inputs?: Tickets_Admin_DashboardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_DashboardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_dashboard(inputs)
	return __en.tickets_admin_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Details and messages ({count})" |
*
* @param {Tickets_Admin_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_details = /** @type {((inputs: Tickets_Admin_DetailsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_DetailsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_details(inputs)
	return __en.tickets_admin_details(inputs)
});
/**
* | output |
* | --- |
* | "Open listings, newest first. Removing one closes it and emails the poster your reason." |
*
* @param {Tickets_Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_intro = /** @type {((inputs?: Tickets_Admin_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_intro(inputs)
	return __en.tickets_admin_intro(inputs)
});
/**
* | output |
* | --- |
* | "Listing #{id}: {title}" |
*
* @param {Tickets_Admin_Listing_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_listing_heading = /** @type {((inputs: Tickets_Admin_Listing_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Listing_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_listing_heading(inputs)
	return __en.tickets_admin_listing_heading(inputs)
});
/**
* | output |
* | --- |
* | "Ticket listing (admin)" |
*
* @param {Tickets_Admin_Listing_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_listing_title = /** @type {((inputs?: Tickets_Admin_Listing_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Listing_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_listing_title(inputs)
	return __en.tickets_admin_listing_title(inputs)
});
/**
* | output |
* | --- |
* | "Open a listing by number (closed ones too)" |
*
* @param {Tickets_Admin_LookupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_lookup = /** @type {((inputs?: Tickets_Admin_LookupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_LookupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_lookup(inputs)
	return __en.tickets_admin_lookup(inputs)
});
/**
* | output |
* | --- |
* | "e.g. 123" |
*
* @param {Tickets_Admin_Lookup_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_lookup_placeholder = /** @type {((inputs?: Tickets_Admin_Lookup_PlaceholderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Lookup_PlaceholderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_lookup_placeholder(inputs)
	return __en.tickets_admin_lookup_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Match" |
*
* @param {Tickets_Admin_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_match = /** @type {((inputs?: Tickets_Admin_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_match(inputs)
	return __en.tickets_admin_match(inputs)
});
/**
* | output |
* | --- |
* | "Member" |
*
* @param {Tickets_Admin_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_member = /** @type {((inputs?: Tickets_Admin_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_member(inputs)
	return __en.tickets_admin_member(inputs)
});
/**
* | output |
* | --- |
* | "Messages to the poster" |
*
* @param {Tickets_Admin_MessagesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_messages = /** @type {((inputs?: Tickets_Admin_MessagesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_MessagesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_messages(inputs)
	return __en.tickets_admin_messages(inputs)
});
/**
* | output |
* | --- |
* | "Newer listings" |
*
* @param {Tickets_Admin_NewerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_newer = /** @type {((inputs?: Tickets_Admin_NewerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_NewerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_newer(inputs)
	return __en.tickets_admin_newer(inputs)
});
/**
* | output |
* | --- |
* | "no email" |
*
* @param {Tickets_Admin_No_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_no_email = /** @type {((inputs?: Tickets_Admin_No_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_No_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_no_email(inputs)
	return __en.tickets_admin_no_email(inputs)
});
/**
* | output |
* | --- |
* | "No messages." |
*
* @param {Tickets_Admin_No_MessagesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_no_messages = /** @type {((inputs?: Tickets_Admin_No_MessagesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_No_MessagesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_no_messages(inputs)
	return __en.tickets_admin_no_messages(inputs)
});
/**
* | output |
* | --- |
* | "Older listings" |
*
* @param {Tickets_Admin_OlderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_older = /** @type {((inputs?: Tickets_Admin_OlderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_OlderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_older(inputs)
	return __en.tickets_admin_older(inputs)
});
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Tickets_Admin_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_open = /** @type {((inputs?: Tickets_Admin_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_open(inputs)
	return __en.tickets_admin_open(inputs)
});
/**
* | output |
* | --- |
* | "Open listings" |
*
* @param {Tickets_Admin_Open_ListingsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_open_listings = /** @type {((inputs?: Tickets_Admin_Open_ListingsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Open_ListingsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_open_listings(inputs)
	return __en.tickets_admin_open_listings(inputs)
});
/**
* | output |
* | --- |
* | "Open listings, page {page}" |
*
* @param {Tickets_Admin_Open_Listings_PageInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_open_listings_page = /** @type {((inputs: Tickets_Admin_Open_Listings_PageInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Open_Listings_PageInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_open_listings_page(inputs)
	return __en.tickets_admin_open_listings_page(inputs)
});
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Tickets_Admin_PagesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_pages = /** @type {((inputs?: Tickets_Admin_PagesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_PagesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_pages(inputs)
	return __en.tickets_admin_pages(inputs)
});
/**
* | output |
* | --- |
* | "Posted by" |
*
* @param {Tickets_Admin_Posted_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_posted_by = /** @type {((inputs?: Tickets_Admin_Posted_ByInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Posted_ByInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_posted_by(inputs)
	return __en.tickets_admin_posted_by(inputs)
});
/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Tickets_Admin_Reason_FieldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_reason_field = /** @type {((inputs?: Tickets_Admin_Reason_FieldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Reason_FieldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_reason_field(inputs)
	return __en.tickets_admin_reason_field(inputs)
});
/**
* | output |
* | --- |
* | "Give the poster a reason (they are emailed it)" |
*
* @param {Tickets_Admin_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_reason_required = /** @type {((inputs?: Tickets_Admin_Reason_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Reason_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_reason_required(inputs)
	return __en.tickets_admin_reason_required(inputs)
});
/**
* | output |
* | --- |
* | "The poster has been emailed the reason." |
*
* @param {Tickets_Admin_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_removed = /** @type {((inputs?: Tickets_Admin_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_removed(inputs)
	return __en.tickets_admin_removed(inputs)
});
/**
* | output |
* | --- |
* | "Listing removed" |
*
* @param {Tickets_Admin_Removed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_removed_title = /** @type {((inputs?: Tickets_Admin_Removed_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Removed_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_removed_title(inputs)
	return __en.tickets_admin_removed_title(inputs)
});
/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Tickets_Admin_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_seats = /** @type {((inputs?: Tickets_Admin_SeatsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_SeatsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_seats(inputs)
	return __en.tickets_admin_seats(inputs)
});
/**
* | output |
* | --- |
* | "State" |
*
* @param {Tickets_Admin_StateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state = /** @type {((inputs?: Tickets_Admin_StateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_StateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_state(inputs)
	return __en.tickets_admin_state(inputs)
});
/**
* | output |
* | --- |
* | "Closed when its match was cancelled" |
*
* @param {Tickets_Admin_State_Event_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_event_cancelled = /** @type {((inputs?: Tickets_Admin_State_Event_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_Event_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_state_event_cancelled(inputs)
	return __en.tickets_admin_state_event_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Expired (the match has started)" |
*
* @param {Tickets_Admin_State_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_expired = /** @type {((inputs?: Tickets_Admin_State_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_state_expired(inputs)
	return __en.tickets_admin_state_expired(inputs)
});
/**
* | output |
* | --- |
* | "Marked given away by the poster" |
*
* @param {Tickets_Admin_State_Given_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_given_away = /** @type {((inputs?: Tickets_Admin_State_Given_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_Given_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_state_given_away(inputs)
	return __en.tickets_admin_state_given_away(inputs)
});
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Tickets_Admin_State_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_open = /** @type {((inputs?: Tickets_Admin_State_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_state_open(inputs)
	return __en.tickets_admin_state_open(inputs)
});
/**
* | output |
* | --- |
* | "Removed by an admin" |
*
* @param {Tickets_Admin_State_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_removed = /** @type {((inputs?: Tickets_Admin_State_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_state_removed(inputs)
	return __en.tickets_admin_state_removed(inputs)
});
/**
* | output |
* | --- |
* | "Marked sold by the poster" |
*
* @param {Tickets_Admin_State_SoldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_sold = /** @type {((inputs?: Tickets_Admin_State_SoldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_SoldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_state_sold(inputs)
	return __en.tickets_admin_state_sold(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawn by the poster" |
*
* @param {Tickets_Admin_State_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_withdrawn = /** @type {((inputs?: Tickets_Admin_State_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_admin_state_withdrawn(inputs)
	return __en.tickets_admin_state_withdrawn(inputs)
});
/**
* | output |
* | --- |
* | "An admin removing another member's listing must give a reason" |
*
* @param {Tickets_Api_Admin_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_admin_reason = /** @type {((inputs?: Tickets_Api_Admin_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Admin_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_api_admin_reason(inputs)
	return __en.tickets_api_admin_reason(inputs)
});
/**
* | output |
* | --- |
* | "The request body must be JSON" |
*
* @param {Tickets_Api_Body_JsonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_body_json = /** @type {((inputs?: Tickets_Api_Body_JsonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Body_JsonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_api_body_json(inputs)
	return __en.tickets_api_body_json(inputs)
});
/**
* | output |
* | --- |
* | "The request body must be a JSON object" |
*
* @param {Tickets_Api_Body_ObjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_body_object = /** @type {((inputs?: Tickets_Api_Body_ObjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Body_ObjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_api_body_object(inputs)
	return __en.tickets_api_body_object(inputs)
});
/**
* | output |
* | --- |
* | "Reason is required" |
*
* @param {Tickets_Api_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_reason_required = /** @type {((inputs?: Tickets_Api_Reason_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Reason_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_api_reason_required(inputs)
	return __en.tickets_api_reason_required(inputs)
});
/**
* | output |
* | --- |
* | "Reason is required: the poster is told why their listing was removed" |
*
* @param {Tickets_Api_Reason_Required_LongInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_reason_required_long = /** @type {((inputs?: Tickets_Api_Reason_Required_LongInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Reason_Required_LongInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_api_reason_required_long(inputs)
	return __en.tickets_api_reason_required_long(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Tickets_CloseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_close = /** @type {((inputs?: Tickets_CloseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_CloseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_close(inputs)
	return __en.tickets_close(inputs)
});
/**
* | output |
* | --- |
* | "Failed to update listing. Please try again." |
*
* @param {Tickets_Close_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_close_failed = /** @type {((inputs?: Tickets_Close_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Close_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_close_failed(inputs)
	return __en.tickets_close_failed(inputs)
});
/**
* | output |
* | --- |
* | "Your listing is marked given away and has left the exchange." |
*
* @param {Tickets_Closed_Given_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_closed_given_away = /** @type {((inputs?: Tickets_Closed_Given_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Closed_Given_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_closed_given_away(inputs)
	return __en.tickets_closed_given_away(inputs)
});
/**
* | output |
* | --- |
* | "Your listing is marked sold and has left the exchange." |
*
* @param {Tickets_Closed_SoldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_closed_sold = /** @type {((inputs?: Tickets_Closed_SoldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Closed_SoldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_closed_sold(inputs)
	return __en.tickets_closed_sold(inputs)
});
/**
* | output |
* | --- |
* | "Your listing was withdrawn from the exchange." |
*
* @param {Tickets_Closed_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_closed_withdrawn = /** @type {((inputs?: Tickets_Closed_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Closed_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_closed_withdrawn(inputs)
	return __en.tickets_closed_withdrawn(inputs)
});
/**
* | output |
* | --- |
* | "We email your message to the poster with your name, and they answer to your email address. Their own address stays private unless they answer. You get a copy." |
*
* @param {Tickets_Contact_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_explain = /** @type {((inputs?: Tickets_Contact_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_explain(inputs)
	return __en.tickets_contact_explain(inputs)
});
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Tickets_Contact_FieldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_field = /** @type {((inputs?: Tickets_Contact_FieldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_FieldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_field(inputs)
	return __en.tickets_contact_field(inputs)
});
/**
* | output |
* | --- |
* | "Listing" |
*
* @param {Tickets_Contact_ListingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_listing = /** @type {((inputs?: Tickets_Contact_ListingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_ListingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_listing(inputs)
	return __en.tickets_contact_listing(inputs)
});
/**
* | output |
* | --- |
* | "At most {max} characters." |
*
* @param {Tickets_Contact_MaxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_max = /** @type {((inputs: Tickets_Contact_MaxInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_MaxInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_max(inputs)
	return __en.tickets_contact_max(inputs)
});
/**
* | output |
* | --- |
* | "This member does not take messages through the exchange. No contact info available." |
*
* @param {Tickets_Contact_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_not_allowed = /** @type {((inputs?: Tickets_Contact_Not_AllowedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_Not_AllowedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_not_allowed(inputs)
	return __en.tickets_contact_not_allowed(inputs)
});
/**
* | output |
* | --- |
* | "Posted by {name}" |
*
* @param {Tickets_Contact_Posted_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_posted_by = /** @type {((inputs: Tickets_Contact_Posted_ByInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_Posted_ByInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_posted_by(inputs)
	return __en.tickets_contact_posted_by(inputs)
});
/**
* | output |
* | --- |
* | "Write a message to the poster" |
*
* @param {Tickets_Contact_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_required = /** @type {((inputs?: Tickets_Contact_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_required(inputs)
	return __en.tickets_contact_required(inputs)
});
/**
* | output |
* | --- |
* | "Send message" |
*
* @param {Tickets_Contact_SendInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_send = /** @type {((inputs?: Tickets_Contact_SendInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_SendInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_send(inputs)
	return __en.tickets_contact_send(inputs)
});
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Tickets_Contact_SendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_sending = /** @type {((inputs?: Tickets_Contact_SendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_SendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_sending(inputs)
	return __en.tickets_contact_sending(inputs)
});
/**
* | output |
* | --- |
* | "We emailed your message to the poster and a copy to you. Their answer comes to your email address." |
*
* @param {Tickets_Contact_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_sent = /** @type {((inputs?: Tickets_Contact_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_sent(inputs)
	return __en.tickets_contact_sent(inputs)
});
/**
* | output |
* | --- |
* | "Message Sent" |
*
* @param {Tickets_Contact_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_sent_title = /** @type {((inputs?: Tickets_Contact_Sent_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_Sent_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_sent_title(inputs)
	return __en.tickets_contact_sent_title(inputs)
});
/**
* | output |
* | --- |
* | "Contact the poster" |
*
* @param {Tickets_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_title = /** @type {((inputs?: Tickets_Contact_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_contact_title(inputs)
	return __en.tickets_contact_title(inputs)
});
/**
* | output |
* | --- |
* | "Ticket listing created successfully!" |
*
* @param {Tickets_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_created = /** @type {((inputs?: Tickets_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_created(inputs)
	return __en.tickets_created(inputs)
});
/**
* | output |
* | --- |
* | "TBD" |
*
* @param {Tickets_Date_TbdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_date_tbd = /** @type {((inputs?: Tickets_Date_TbdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Date_TbdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_date_tbd(inputs)
	return __en.tickets_date_tbd(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Tickets_EditInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_edit = /** @type {((inputs?: Tickets_EditInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_EditInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_edit(inputs)
	return __en.tickets_edit(inputs)
});
/**
* | output |
* | --- |
* | "Edit listing" |
*
* @param {Tickets_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_edit_title = /** @type {((inputs?: Tickets_Edit_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Edit_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_edit_title(inputs)
	return __en.tickets_edit_title(inputs)
});
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Tickets_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error = /** @type {((inputs?: Tickets_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_error(inputs)
	return __en.tickets_error(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid date and time" |
*
* @param {Tickets_Error_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_date_invalid = /** @type {((inputs?: Tickets_Error_Date_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Date_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_error_date_invalid(inputs)
	return __en.tickets_error_date_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Match date is required" |
*
* @param {Tickets_Error_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_date_required = /** @type {((inputs?: Tickets_Error_Date_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Date_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_error_date_required(inputs)
	return __en.tickets_error_date_required(inputs)
});
/**
* | output |
* | --- |
* | "Seats is required" |
*
* @param {Tickets_Error_Seats_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_seats_required = /** @type {((inputs?: Tickets_Error_Seats_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Seats_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_error_seats_required(inputs)
	return __en.tickets_error_seats_required(inputs)
});
/**
* | output |
* | --- |
* | "Section is required" |
*
* @param {Tickets_Error_Section_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_section_required = /** @type {((inputs?: Tickets_Error_Section_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Section_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_error_section_required(inputs)
	return __en.tickets_error_section_required(inputs)
});
/**
* | output |
* | --- |
* | "Match title is required" |
*
* @param {Tickets_Error_Title_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_title_required = /** @type {((inputs?: Tickets_Error_Title_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Title_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_error_title_required(inputs)
	return __en.tickets_error_title_required(inputs)
});
/**
* | output |
* | --- |
* | "Choose sale, trade or free" |
*
* @param {Tickets_Error_TypeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_type = /** @type {((inputs?: Tickets_Error_TypeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_TypeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_error_type(inputs)
	return __en.tickets_error_type(inputs)
});
/**
* | output |
* | --- |
* | "Ticket Exchange" |
*
* @param {Tickets_ExchangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_exchange = /** @type {((inputs?: Tickets_ExchangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_ExchangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_exchange(inputs)
	return __en.tickets_exchange(inputs)
});
/**
* | output |
* | --- |
* | "Match title" |
*
* @param {Tickets_Field_Match_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_field_match_title = /** @type {((inputs?: Tickets_Field_Match_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Field_Match_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_field_match_title(inputs)
	return __en.tickets_field_match_title(inputs)
});
/**
* | output |
* | --- |
* | "price" |
*
* @param {Tickets_Field_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_field_price = /** @type {((inputs?: Tickets_Field_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Field_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_field_price(inputs)
	return __en.tickets_field_price(inputs)
});
/**
* | output |
* | --- |
* | "Row" |
*
* @param {Tickets_Field_RowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_field_row = /** @type {((inputs?: Tickets_Field_RowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Field_RowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_field_row(inputs)
	return __en.tickets_field_row(inputs)
});
/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Tickets_Field_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_field_seats = /** @type {((inputs?: Tickets_Field_SeatsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Field_SeatsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_field_seats(inputs)
	return __en.tickets_field_seats(inputs)
});
/**
* | output |
* | --- |
* | "Section" |
*
* @param {Tickets_Field_SectionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_field_section = /** @type {((inputs?: Tickets_Field_SectionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Field_SectionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_field_section(inputs)
	return __en.tickets_field_section(inputs)
});
/**
* | output |
* | --- |
* | "Trade description" |
*
* @param {Tickets_Field_Trade_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_field_trade_description = /** @type {((inputs?: Tickets_Field_Trade_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Field_Trade_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_field_trade_description(inputs)
	return __en.tickets_field_trade_description(inputs)
});
/**
* | output |
* | --- |
* | "All Listings" |
*
* @param {Tickets_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_filter_all = /** @type {((inputs?: Tickets_Filter_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Filter_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_filter_all(inputs)
	return __en.tickets_filter_all(inputs)
});
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Tickets_Filter_FreeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_filter_free = /** @type {((inputs?: Tickets_Filter_FreeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Filter_FreeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_filter_free(inputs)
	return __en.tickets_filter_free(inputs)
});
/**
* | output |
* | --- |
* | "Sale" |
*
* @param {Tickets_Filter_SaleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_filter_sale = /** @type {((inputs?: Tickets_Filter_SaleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Filter_SaleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_filter_sale(inputs)
	return __en.tickets_filter_sale(inputs)
});
/**
* | output |
* | --- |
* | "Trade" |
*
* @param {Tickets_Filter_TradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_filter_trade = /** @type {((inputs?: Tickets_Filter_TradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Filter_TradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_filter_trade(inputs)
	return __en.tickets_filter_trade(inputs)
});
/**
* | output |
* | --- |
* | "for {title}" |
*
* @param {Tickets_For_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_for_match = /** @type {((inputs: Tickets_For_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_For_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_for_match(inputs)
	return __en.tickets_for_match(inputs)
});
/**
* | output |
* | --- |
* | "Face value {price}: the most you can ask." |
*
* @param {Tickets_Form_Face_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_face_value = /** @type {((inputs: Tickets_Form_Face_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Face_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_face_value(inputs)
	return __en.tickets_form_face_value(inputs)
});
/**
* | output |
* | --- |
* | "Match" |
*
* @param {Tickets_Form_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_match = /** @type {((inputs?: Tickets_Form_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_match(inputs)
	return __en.tickets_form_match(inputs)
});
/**
* | output |
* | --- |
* | "Match date" |
*
* @param {Tickets_Form_Match_DateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_match_date = /** @type {((inputs?: Tickets_Form_Match_DateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Match_DateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_match_date(inputs)
	return __en.tickets_form_match_date(inputs)
});
/**
* | output |
* | --- |
* | "Kick-off, {zone} time" |
*
* @param {Tickets_Form_Match_Date_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_match_date_hint = /** @type {((inputs: Tickets_Form_Match_Date_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Match_Date_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_match_date_hint(inputs)
	return __en.tickets_form_match_date_hint(inputs)
});
/**
* | output |
* | --- |
* | "Choosing a home match uses its own title and date, whatever is typed below." |
*
* @param {Tickets_Form_Match_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_match_hint = /** @type {((inputs?: Tickets_Form_Match_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Match_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_match_hint(inputs)
	return __en.tickets_form_match_hint(inputs)
});
/**
* | output |
* | --- |
* | "Match title" |
*
* @param {Tickets_Form_Match_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_match_title = /** @type {((inputs?: Tickets_Form_Match_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Match_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_match_title(inputs)
	return __en.tickets_form_match_title(inputs)
});
/**
* | output |
* | --- |
* | "Other Match (manual entry)" |
*
* @param {Tickets_Form_Other_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_other_match = /** @type {((inputs?: Tickets_Form_Other_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Other_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_other_match(inputs)
	return __en.tickets_form_other_match(inputs)
});
/**
* | output |
* | --- |
* | "Price per ticket ({symbol})" |
*
* @param {Tickets_Form_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_price = /** @type {((inputs: Tickets_Form_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_price(inputs)
	return __en.tickets_form_price(inputs)
});
/**
* | output |
* | --- |
* | "For a sale only." |
*
* @param {Tickets_Form_Price_Sale_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_price_sale_only = /** @type {((inputs?: Tickets_Form_Price_Sale_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Price_Sale_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_price_sale_only(inputs)
	return __en.tickets_form_price_sale_only(inputs)
});
/**
* | output |
* | --- |
* | "Row (optional)" |
*
* @param {Tickets_Form_RowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_row = /** @type {((inputs?: Tickets_Form_RowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_RowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_row(inputs)
	return __en.tickets_form_row(inputs)
});
/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Tickets_Form_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_seats = /** @type {((inputs?: Tickets_Form_SeatsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_SeatsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_seats(inputs)
	return __en.tickets_form_seats(inputs)
});
/**
* | output |
* | --- |
* | "Section" |
*
* @param {Tickets_Form_SectionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_section = /** @type {((inputs?: Tickets_Form_SectionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_SectionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_section(inputs)
	return __en.tickets_form_section(inputs)
});
/**
* | output |
* | --- |
* | "What you would trade for" |
*
* @param {Tickets_Form_TradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_trade = /** @type {((inputs?: Tickets_Form_TradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_TradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_trade(inputs)
	return __en.tickets_form_trade(inputs)
});
/**
* | output |
* | --- |
* | "For a trade only." |
*
* @param {Tickets_Form_Trade_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_trade_only = /** @type {((inputs?: Tickets_Form_Trade_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Trade_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_trade_only(inputs)
	return __en.tickets_form_trade_only(inputs)
});
/**
* | output |
* | --- |
* | "Listing type" |
*
* @param {Tickets_Form_TypeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_type = /** @type {((inputs?: Tickets_Form_TypeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_TypeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_form_type(inputs)
	return __en.tickets_form_type(inputs)
});
/**
* | output |
* | --- |
* | "List Tickets" |
*
* @param {Tickets_List_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_list_button = /** @type {((inputs?: Tickets_List_ButtonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_List_ButtonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_list_button(inputs)
	return __en.tickets_list_button(inputs)
});
/**
* | output |
* | --- |
* | "Match, date, section, seats and type are required. Sales stay at face value or less." |
*
* @param {Tickets_List_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_list_intro = /** @type {((inputs?: Tickets_List_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_List_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_list_intro(inputs)
	return __en.tickets_list_intro(inputs)
});
/**
* | output |
* | --- |
* | "listing for {title}" |
*
* @param {Tickets_Listing_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_for = /** @type {((inputs: Tickets_Listing_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_listing_for(inputs)
	return __en.tickets_listing_for(inputs)
});
/**
* | output |
* | --- |
* | "This listing is no longer on the exchange." |
*
* @param {Tickets_Listing_GoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_gone = /** @type {((inputs?: Tickets_Listing_GoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_GoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_listing_gone(inputs)
	return __en.tickets_listing_gone(inputs)
});
/**
* | output |
* | --- |
* | "You can have at most {maxActive} open listings. Mark one sold or withdraw it first." |
*
* @param {Tickets_Listing_LimitInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_limit = /** @type {((inputs: Tickets_Listing_LimitInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_LimitInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_listing_limit(inputs)
	return __en.tickets_listing_limit(inputs)
});
/**
* | output |
* | --- |
* | "Ticket listing not found" |
*
* @param {Tickets_Listing_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_not_found = /** @type {((inputs?: Tickets_Listing_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_listing_not_found(inputs)
	return __en.tickets_listing_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Listing..." |
*
* @param {Tickets_Listing_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_pending = /** @type {((inputs?: Tickets_Listing_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_listing_pending(inputs)
	return __en.tickets_listing_pending(inputs)
});
/**
* | output |
* | --- |
* | "Ticket listing" |
*
* @param {Tickets_Listing_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_title = /** @type {((inputs?: Tickets_Listing_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_listing_title(inputs)
	return __en.tickets_listing_title(inputs)
});
/**
* | output |
* | --- |
* | "Tickets: {title}, section {section}, seats {seats}" |
*
* @param {Tickets_Mail_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_mail_subject = /** @type {((inputs: Tickets_Mail_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Mail_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_mail_subject(inputs)
	return __en.tickets_mail_subject(inputs)
});
/**
* | output |
* | --- |
* | "Mark given away" |
*
* @param {Tickets_Mark_Given_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_mark_given_away = /** @type {((inputs?: Tickets_Mark_Given_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Mark_Given_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_mark_given_away(inputs)
	return __en.tickets_mark_given_away(inputs)
});
/**
* | output |
* | --- |
* | "Mark sold" |
*
* @param {Tickets_Mark_SoldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_mark_sold = /** @type {((inputs?: Tickets_Mark_SoldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Mark_SoldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_mark_sold(inputs)
	return __en.tickets_mark_sold(inputs)
});
/**
* | output |
* | --- |
* | "Mark traded" |
*
* @param {Tickets_Mark_TradedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_mark_traded = /** @type {((inputs?: Tickets_Mark_TradedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Mark_TradedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_mark_traded(inputs)
	return __en.tickets_mark_traded(inputs)
});
/**
* | output |
* | --- |
* | "You have no listings yet." |
*
* @param {Tickets_My_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_my_empty = /** @type {((inputs?: Tickets_My_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_My_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_my_empty(inputs)
	return __en.tickets_my_empty(inputs)
});
/**
* | output |
* | --- |
* | "No open listings." |
*
* @param {Tickets_My_Empty_CompactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_my_empty_compact = /** @type {((inputs?: Tickets_My_Empty_CompactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_My_Empty_CompactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_my_empty_compact(inputs)
	return __en.tickets_my_empty_compact(inputs)
});
/**
* | output |
* | --- |
* | "My listings" |
*
* @param {Tickets_My_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_my_heading = /** @type {((inputs?: Tickets_My_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_My_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_my_heading(inputs)
	return __en.tickets_my_heading(inputs)
});
/**
* | output |
* | --- |
* | "Ticket Listings" |
*
* @param {Tickets_My_Heading_CompactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_my_heading_compact = /** @type {((inputs?: Tickets_My_Heading_CompactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_My_Heading_CompactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_my_heading_compact(inputs)
	return __en.tickets_my_heading_compact(inputs)
});
/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Tickets_My_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_my_reason = /** @type {((inputs: Tickets_My_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_My_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_my_reason(inputs)
	return __en.tickets_my_reason(inputs)
});
/**
* | output |
* | --- |
* | "No contact info available" |
*
* @param {Tickets_No_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_no_contact = /** @type {((inputs?: Tickets_No_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_No_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_no_contact(inputs)
	return __en.tickets_no_contact(inputs)
});
/**
* | output |
* | --- |
* | "Add an email address to your profile first: the poster answers you by email." |
*
* @param {Tickets_No_Sender_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_no_sender_email = /** @type {((inputs?: Tickets_No_Sender_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_No_Sender_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_no_sender_email(inputs)
	return __en.tickets_no_sender_email(inputs)
});
/**
* | output |
* | --- |
* | "Listing not found" |
*
* @param {Tickets_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_not_found = /** @type {((inputs?: Tickets_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_not_found(inputs)
	return __en.tickets_not_found(inputs)
});
/**
* | output |
* | --- |
* | "That listing is not yours or is already closed." |
*
* @param {Tickets_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_not_yours = /** @type {((inputs?: Tickets_Not_YoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Not_YoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_not_yours(inputs)
	return __en.tickets_not_yours(inputs)
});
/**
* | output |
* | --- |
* | "This is your own listing." |
*
* @param {Tickets_Own_ListingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_own_listing = /** @type {((inputs?: Tickets_Own_ListingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Own_ListingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_own_listing(inputs)
	return __en.tickets_own_listing(inputs)
});
/**
* | output |
* | --- |
* | "Members buy, trade and give away match tickets." |
*
* @param {Tickets_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_description = /** @type {((inputs?: Tickets_Page_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_page_description(inputs)
	return __en.tickets_page_description(inputs)
});
/**
* | output |
* | --- |
* | "No ticket listings found" |
*
* @param {Tickets_Page_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_empty = /** @type {((inputs?: Tickets_Page_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_page_empty(inputs)
	return __en.tickets_page_empty(inputs)
});
/**
* | output |
* | --- |
* | "Members sell, trade and give away match tickets at face value or less." |
*
* @param {Tickets_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_intro = /** @type {((inputs?: Tickets_Page_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_page_intro(inputs)
	return __en.tickets_page_intro(inputs)
});
/**
* | output |
* | --- |
* | "Listings" |
*
* @param {Tickets_Page_ListingsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_listings = /** @type {((inputs?: Tickets_Page_ListingsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_ListingsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_page_listings(inputs)
	return __en.tickets_page_listings(inputs)
});
/**
* | output |
* | --- |
* | "Show more listings" |
*
* @param {Tickets_Page_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_show_more = /** @type {((inputs?: Tickets_Page_Show_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_Show_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_page_show_more(inputs)
	return __en.tickets_page_show_more(inputs)
});
/**
* | output |
* | --- |
* | "Ticket Exchange" |
*
* @param {Tickets_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_title = /** @type {((inputs?: Tickets_Page_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_page_title(inputs)
	return __en.tickets_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Listing types" |
*
* @param {Tickets_Page_TypesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_types = /** @type {((inputs?: Tickets_Page_TypesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_TypesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_page_types(inputs)
	return __en.tickets_page_types(inputs)
});
/**
* | output |
* | --- |
* | "Posted by {name} · {when}" |
*
* @param {Tickets_Posted_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_posted_by = /** @type {((inputs: Tickets_Posted_ByInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Posted_ByInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_posted_by(inputs)
	return __en.tickets_posted_by(inputs)
});
/**
* | output |
* | --- |
* | "you" |
*
* @param {Tickets_Posted_By_YouInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_posted_by_you = /** @type {((inputs?: Tickets_Posted_By_YouInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Posted_By_YouInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_posted_by_you(inputs)
	return __en.tickets_posted_by_you(inputs)
});
/**
* | output |
* | --- |
* | "{price} each" |
*
* @param {Tickets_Price_EachInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_price_each = /** @type {((inputs: Tickets_Price_EachInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Price_EachInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_price_each(inputs)
	return __en.tickets_price_each(inputs)
});
/**
* | output |
* | --- |
* | "FREE" |
*
* @param {Tickets_Price_FreeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_price_free = /** @type {((inputs?: Tickets_Price_FreeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Price_FreeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_price_free(inputs)
	return __en.tickets_price_free(inputs)
});
/**
* | output |
* | --- |
* | "Trade Only" |
*
* @param {Tickets_Price_TradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_price_trade = /** @type {((inputs?: Tickets_Price_TradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Price_TradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_price_trade(inputs)
	return __en.tickets_price_trade(inputs)
});
/**
* | output |
* | --- |
* | "Recently" |
*
* @param {Tickets_RecentlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_recently = /** @type {((inputs?: Tickets_RecentlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_RecentlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_recently(inputs)
	return __en.tickets_recently(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Tickets_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_remove = /** @type {((inputs?: Tickets_RemoveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_RemoveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_remove(inputs)
	return __en.tickets_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove listing" |
*
* @param {Tickets_Remove_ListingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_remove_listing = /** @type {((inputs?: Tickets_Remove_ListingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Remove_ListingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_remove_listing(inputs)
	return __en.tickets_remove_listing(inputs)
});
/**
* | output |
* | --- |
* | "Reason (emailed to the poster)" |
*
* @param {Tickets_Remove_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_remove_reason = /** @type {((inputs?: Tickets_Remove_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Remove_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_remove_reason(inputs)
	return __en.tickets_remove_reason(inputs)
});
/**
* | output |
* | --- |
* | "Removing..." |
*
* @param {Tickets_RemovingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_removing = /** @type {((inputs?: Tickets_RemovingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_RemovingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_removing(inputs)
	return __en.tickets_removing(inputs)
});
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Tickets_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_save_changes = /** @type {((inputs?: Tickets_Save_ChangesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Save_ChangesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_save_changes(inputs)
	return __en.tickets_save_changes(inputs)
});
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Tickets_SavingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_saving = /** @type {((inputs?: Tickets_SavingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_SavingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_saving(inputs)
	return __en.tickets_saving(inputs)
});
/**
* | output |
* | --- |
* | "Section {section}, Row {row}, Seats {seats}" |
*
* @param {Tickets_Seat_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_seat_line = /** @type {((inputs: Tickets_Seat_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Seat_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_seat_line(inputs)
	return __en.tickets_seat_line(inputs)
});
/**
* | output |
* | --- |
* | "Section {section}, Seats {seats}" |
*
* @param {Tickets_Seat_Line_No_RowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_seat_line_no_row = /** @type {((inputs: Tickets_Seat_Line_No_RowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Seat_Line_No_RowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_seat_line_no_row(inputs)
	return __en.tickets_seat_line_no_row(inputs)
});
/**
* | output |
* | --- |
* | "(sign in first)" |
*
* @param {Tickets_Sign_In_FirstInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_sign_in_first = /** @type {((inputs?: Tickets_Sign_In_FirstInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Sign_In_FirstInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_sign_in_first(inputs)
	return __en.tickets_sign_in_first(inputs)
});
/**
* | output |
* | --- |
* | "Match cancelled" |
*
* @param {Tickets_State_Event_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_event_cancelled = /** @type {((inputs?: Tickets_State_Event_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_Event_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_state_event_cancelled(inputs)
	return __en.tickets_state_event_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Closed at kick-off" |
*
* @param {Tickets_State_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_expired = /** @type {((inputs?: Tickets_State_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_state_expired(inputs)
	return __en.tickets_state_expired(inputs)
});
/**
* | output |
* | --- |
* | "Given away" |
*
* @param {Tickets_State_Given_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_given_away = /** @type {((inputs?: Tickets_State_Given_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_Given_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_state_given_away(inputs)
	return __en.tickets_state_given_away(inputs)
});
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Tickets_State_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_open = /** @type {((inputs?: Tickets_State_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_state_open(inputs)
	return __en.tickets_state_open(inputs)
});
/**
* | output |
* | --- |
* | "Removed by an admin" |
*
* @param {Tickets_State_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_removed = /** @type {((inputs?: Tickets_State_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_state_removed(inputs)
	return __en.tickets_state_removed(inputs)
});
/**
* | output |
* | --- |
* | "Sold" |
*
* @param {Tickets_State_SoldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_sold = /** @type {((inputs?: Tickets_State_SoldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_SoldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_state_sold(inputs)
	return __en.tickets_state_sold(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawn" |
*
* @param {Tickets_State_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_withdrawn = /** @type {((inputs?: Tickets_State_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_state_withdrawn(inputs)
	return __en.tickets_state_withdrawn(inputs)
});
/**
* | output |
* | --- |
* | "Success" |
*
* @param {Tickets_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_success = /** @type {((inputs?: Tickets_SuccessInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_SuccessInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_success(inputs)
	return __en.tickets_success(inputs)
});
/**
* | output |
* | --- |
* | "Free" |
*
* @param {Tickets_Type_FreeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_type_free = /** @type {((inputs?: Tickets_Type_FreeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Type_FreeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_type_free(inputs)
	return __en.tickets_type_free(inputs)
});
/**
* | output |
* | --- |
* | "For Sale" |
*
* @param {Tickets_Type_SaleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_type_sale = /** @type {((inputs?: Tickets_Type_SaleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Type_SaleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_type_sale(inputs)
	return __en.tickets_type_sale(inputs)
});
/**
* | output |
* | --- |
* | "For Trade" |
*
* @param {Tickets_Type_TradeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_type_trade = /** @type {((inputs?: Tickets_Type_TradeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Type_TradeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_type_trade(inputs)
	return __en.tickets_type_trade(inputs)
});
/**
* | output |
* | --- |
* | "Ticket listing updated." |
*
* @param {Tickets_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_updated = /** @type {((inputs?: Tickets_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_updated(inputs)
	return __en.tickets_updated(inputs)
});
/**
* | output |
* | --- |
* | "Validation Error" |
*
* @param {Tickets_Validation_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_validation_error = /** @type {((inputs?: Tickets_Validation_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Validation_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_validation_error(inputs)
	return __en.tickets_validation_error(inputs)
});
/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Tickets_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_withdraw = /** @type {((inputs?: Tickets_WithdrawInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_WithdrawInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_withdraw(inputs)
	return __en.tickets_withdraw(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawing..." |
*
* @param {Tickets_WithdrawingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_withdrawing = /** @type {((inputs?: Tickets_WithdrawingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_WithdrawingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.tickets_withdrawing(inputs)
	return __en.tickets_withdrawing(inputs)
});
/**
* | output |
* | --- |
* | "Add opportunity" |
*
* @param {Volunteer_Admin_AddInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_add = /** @type {((inputs?: Volunteer_Admin_AddInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_AddInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_add(inputs)
	return __en.volunteer_admin_add(inputs)
});
/**
* | output |
* | --- |
* | "This opportunity was already cancelled; nobody was emailed again." |
*
* @param {Volunteer_Admin_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_already_cancelled = /** @type {((inputs?: Volunteer_Admin_Already_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Already_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_already_cancelled(inputs)
	return __en.volunteer_admin_already_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Already cancelled" |
*
* @param {Volunteer_Admin_Already_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_already_cancelled_title = /** @type {((inputs?: Volunteer_Admin_Already_Cancelled_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Already_Cancelled_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_already_cancelled_title(inputs)
	return __en.volunteer_admin_already_cancelled_title(inputs)
});
/**
* | output |
* | --- |
* | "{completed} completed, {noShow} no-show." |
*
* @param {Volunteer_Admin_Attendance_CountsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_attendance_counts = /** @type {((inputs: Volunteer_Admin_Attendance_CountsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Attendance_CountsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_attendance_counts(inputs)
	return __en.volunteer_admin_attendance_counts(inputs)
});
/**
* | output |
* | --- |
* | "Attendance saved" |
*
* @param {Volunteer_Admin_Attendance_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_attendance_saved = /** @type {((inputs?: Volunteer_Admin_Attendance_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Attendance_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_attendance_saved(inputs)
	return __en.volunteer_admin_attendance_saved(inputs)
});
/**
* | output |
* | --- |
* | "{name} attended" |
*
* @param {Volunteer_Admin_Attended_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_attended_label = /** @type {((inputs: Volunteer_Admin_Attended_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Attended_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_attended_label(inputs)
	return __en.volunteer_admin_attended_label(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer opportunities" |
*
* @param {Volunteer_Admin_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_back = /** @type {((inputs?: Volunteer_Admin_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_back(inputs)
	return __en.volunteer_admin_back(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Volunteer_Admin_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel = /** @type {((inputs?: Volunteer_Admin_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancel(inputs)
	return __en.volunteer_admin_cancel(inputs)
});
/**
* | output |
* | --- |
* | "It is already cancelled." |
*
* @param {Volunteer_Admin_Cancel_AlreadyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel_already = /** @type {((inputs?: Volunteer_Admin_Cancel_AlreadyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancel_AlreadyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancel_already(inputs)
	return __en.volunteer_admin_cancel_already(inputs)
});
/**
* | output |
* | --- |
* | "Yes, cancel and email volunteers" |
*
* @param {Volunteer_Admin_Cancel_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel_confirm = /** @type {((inputs?: Volunteer_Admin_Cancel_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancel_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancel_confirm(inputs)
	return __en.volunteer_admin_cancel_confirm(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "It will disappear from the volunteer page and {count} signed-up volunteer (confirmed or waitlisted) will get an email saying it is cancelled. The roster is k..." |
* | * | "It will disappear from the volunteer page and {count} signed-up volunteers (confirmed or waitlisted) will get an email saying it is cancelled. The roster is ..." |
*
* @param {Volunteer_Admin_Cancel_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel_explain = /** @type {((inputs: Volunteer_Admin_Cancel_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancel_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancel_explain(inputs)
	return __en.volunteer_admin_cancel_explain(inputs)
});
/**
* | output |
* | --- |
* | "Cancel “{title}”?" |
*
* @param {Volunteer_Admin_Cancel_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel_heading = /** @type {((inputs: Volunteer_Admin_Cancel_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancel_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancel_heading(inputs)
	return __en.volunteer_admin_cancel_heading(inputs)
});
/**
* | output |
* | --- |
* | "Cancel {title}" |
*
* @param {Volunteer_Admin_Cancel_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel_of = /** @type {((inputs: Volunteer_Admin_Cancel_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancel_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancel_of(inputs)
	return __en.volunteer_admin_cancel_of(inputs)
});
/**
* | output |
* | --- |
* | "Cancel volunteer opportunity" |
*
* @param {Volunteer_Admin_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel_title = /** @type {((inputs?: Volunteer_Admin_Cancel_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancel_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancel_title(inputs)
	return __en.volunteer_admin_cancel_title(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Volunteer_Admin_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancelled = /** @type {((inputs?: Volunteer_Admin_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancelled(inputs)
	return __en.volunteer_admin_cancelled(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} volunteer will be emailed." |
* | * | "{count} volunteers will be emailed." |
*
* @param {Volunteer_Admin_Cancelled_NotifiedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancelled_notified = /** @type {((inputs: Volunteer_Admin_Cancelled_NotifiedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancelled_NotifiedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancelled_notified(inputs)
	return __en.volunteer_admin_cancelled_notified(inputs)
});
/**
* | output |
* | --- |
* | "Opportunity cancelled" |
*
* @param {Volunteer_Admin_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancelled_title = /** @type {((inputs?: Volunteer_Admin_Cancelled_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancelled_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancelled_title(inputs)
	return __en.volunteer_admin_cancelled_title(inputs)
});
/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Volunteer_Admin_CancellingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancelling = /** @type {((inputs?: Volunteer_Admin_CancellingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_CancellingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_cancelling(inputs)
	return __en.volunteer_admin_cancelling(inputs)
});
/**
* | output |
* | --- |
* | "Attended" |
*
* @param {Volunteer_Admin_Col_AttendedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_attended = /** @type {((inputs?: Volunteer_Admin_Col_AttendedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_AttendedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_col_attended(inputs)
	return __en.volunteer_admin_col_attended(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Volunteer_Admin_Col_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_email = /** @type {((inputs?: Volunteer_Admin_Col_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_col_email(inputs)
	return __en.volunteer_admin_col_email(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Volunteer_Admin_Col_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_name = /** @type {((inputs?: Volunteer_Admin_Col_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_col_name(inputs)
	return __en.volunteer_admin_col_name(inputs)
});
/**
* | output |
* | --- |
* | "Opportunity" |
*
* @param {Volunteer_Admin_Col_OpportunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_opportunity = /** @type {((inputs?: Volunteer_Admin_Col_OpportunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_OpportunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_col_opportunity(inputs)
	return __en.volunteer_admin_col_opportunity(inputs)
});
/**
* | output |
* | --- |
* | "Position" |
*
* @param {Volunteer_Admin_Col_PositionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_position = /** @type {((inputs?: Volunteer_Admin_Col_PositionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_PositionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_col_position(inputs)
	return __en.volunteer_admin_col_position(inputs)
});
/**
* | output |
* | --- |
* | "Signed up" |
*
* @param {Volunteer_Admin_Col_Signed_UpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_signed_up = /** @type {((inputs?: Volunteer_Admin_Col_Signed_UpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_Signed_UpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_col_signed_up(inputs)
	return __en.volunteer_admin_col_signed_up(inputs)
});
/**
* | output |
* | --- |
* | "Spots filled" |
*
* @param {Volunteer_Admin_Col_SpotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_spots = /** @type {((inputs?: Volunteer_Admin_Col_SpotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_SpotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_col_spots(inputs)
	return __en.volunteer_admin_col_spots(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Volunteer_Admin_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_status = /** @type {((inputs?: Volunteer_Admin_Col_StatusInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_StatusInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_col_status(inputs)
	return __en.volunteer_admin_col_status(inputs)
});
/**
* | output |
* | --- |
* | "When" |
*
* @param {Volunteer_Admin_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_when = /** @type {((inputs?: Volunteer_Admin_Col_WhenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_WhenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_col_when(inputs)
	return __en.volunteer_admin_col_when(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} volunteer confirmed so far." |
* | * | "{count} volunteers confirmed so far." |
*
* @param {Volunteer_Admin_Confirmed_So_FarInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_confirmed_so_far = /** @type {((inputs: Volunteer_Admin_Confirmed_So_FarInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Confirmed_So_FarInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_confirmed_so_far(inputs)
	return __en.volunteer_admin_confirmed_so_far(inputs)
});
/**
* | output |
* | --- |
* | "Create opportunity" |
*
* @param {Volunteer_Admin_CreateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_create = /** @type {((inputs?: Volunteer_Admin_CreateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_CreateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_create(inputs)
	return __en.volunteer_admin_create(inputs)
});
/**
* | output |
* | --- |
* | "Failed to create the opportunity. Please try again." |
*
* @param {Volunteer_Admin_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_create_failed = /** @type {((inputs?: Volunteer_Admin_Create_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Create_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_create_failed(inputs)
	return __en.volunteer_admin_create_failed(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer opportunity “{title}” created." |
*
* @param {Volunteer_Admin_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_created = /** @type {((inputs: Volunteer_Admin_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_created(inputs)
	return __en.volunteer_admin_created(inputs)
});
/**
* | output |
* | --- |
* | "Admin Dashboard" |
*
* @param {Volunteer_Admin_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_dashboard = /** @type {((inputs?: Volunteer_Admin_DashboardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_DashboardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_dashboard(inputs)
	return __en.volunteer_admin_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Volunteer_Admin_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete = /** @type {((inputs?: Volunteer_Admin_DeleteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_DeleteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_delete(inputs)
	return __en.volunteer_admin_delete(inputs)
});
/**
* | output |
* | --- |
* | "cancel it instead" |
*
* @param {Volunteer_Admin_Delete_Cancel_InsteadInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_cancel_instead = /** @type {((inputs?: Volunteer_Admin_Delete_Cancel_InsteadInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_Cancel_InsteadInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_delete_cancel_instead(inputs)
	return __en.volunteer_admin_delete_cancel_instead(inputs)
});
/**
* | output |
* | --- |
* | "Yes, delete opportunity" |
*
* @param {Volunteer_Admin_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_confirm = /** @type {((inputs?: Volunteer_Admin_Delete_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_delete_confirm(inputs)
	return __en.volunteer_admin_delete_confirm(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This removes the opportunity and its {count} signup, including any volunteer hours recorded for it, and emails nobody. It cannot be undone." |
* | * | "This removes the opportunity and its {count} signups, including any volunteer hours recorded for it, and emails nobody. It cannot be undone." |
*
* @param {Volunteer_Admin_Delete_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_explain = /** @type {((inputs: Volunteer_Admin_Delete_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_delete_explain(inputs)
	return __en.volunteer_admin_delete_explain(inputs)
});
/**
* | output |
* | --- |
* | "Delete “{title}”?" |
*
* @param {Volunteer_Admin_Delete_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_heading = /** @type {((inputs: Volunteer_Admin_Delete_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_delete_heading(inputs)
	return __en.volunteer_admin_delete_heading(inputs)
});
/**
* | output |
* | --- |
* | "Delete {title}" |
*
* @param {Volunteer_Admin_Delete_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_of = /** @type {((inputs: Volunteer_Admin_Delete_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_delete_of(inputs)
	return __en.volunteer_admin_delete_of(inputs)
});
/**
* | output |
* | --- |
* | "To tell the volunteers," |
*
* @param {Volunteer_Admin_Delete_TellInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_tell = /** @type {((inputs?: Volunteer_Admin_Delete_TellInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_TellInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_delete_tell(inputs)
	return __en.volunteer_admin_delete_tell(inputs)
});
/**
* | output |
* | --- |
* | "Delete volunteer opportunity" |
*
* @param {Volunteer_Admin_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_title = /** @type {((inputs?: Volunteer_Admin_Delete_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_delete_title(inputs)
	return __en.volunteer_admin_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "The opportunity and its signups were removed." |
*
* @param {Volunteer_Admin_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_deleted = /** @type {((inputs?: Volunteer_Admin_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_deleted(inputs)
	return __en.volunteer_admin_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Opportunity deleted" |
*
* @param {Volunteer_Admin_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_deleted_title = /** @type {((inputs?: Volunteer_Admin_Deleted_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Deleted_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_deleted_title(inputs)
	return __en.volunteer_admin_deleted_title(inputs)
});
/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Volunteer_Admin_DeletingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_deleting = /** @type {((inputs?: Volunteer_Admin_DeletingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_DeletingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_deleting(inputs)
	return __en.volunteer_admin_deleting(inputs)
});
/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Volunteer_Admin_Download_CsvInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_download_csv = /** @type {((inputs?: Volunteer_Admin_Download_CsvInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Download_CsvInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_download_csv(inputs)
	return __en.volunteer_admin_download_csv(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Volunteer_Admin_EditInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_edit = /** @type {((inputs?: Volunteer_Admin_EditInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_EditInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_edit(inputs)
	return __en.volunteer_admin_edit(inputs)
});
/**
* | output |
* | --- |
* | "Edit volunteer opportunity" |
*
* @param {Volunteer_Admin_Edit_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_edit_heading = /** @type {((inputs?: Volunteer_Admin_Edit_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Edit_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_edit_heading(inputs)
	return __en.volunteer_admin_edit_heading(inputs)
});
/**
* | output |
* | --- |
* | "Edit {title}" |
*
* @param {Volunteer_Admin_Edit_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_edit_of = /** @type {((inputs: Volunteer_Admin_Edit_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Edit_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_edit_of(inputs)
	return __en.volunteer_admin_edit_of(inputs)
});
/**
* | output |
* | --- |
* | "Edit opportunity" |
*
* @param {Volunteer_Admin_Edit_Title_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_edit_title_fallback = /** @type {((inputs?: Volunteer_Admin_Edit_Title_FallbackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Edit_Title_FallbackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_edit_title_fallback(inputs)
	return __en.volunteer_admin_edit_title_fallback(inputs)
});
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Volunteer_Admin_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_error = /** @type {((inputs?: Volunteer_Admin_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_error(inputs)
	return __en.volunteer_admin_error(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer opportunities" |
*
* @param {Volunteer_Admin_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_heading = /** @type {((inputs?: Volunteer_Admin_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_heading(inputs)
	return __en.volunteer_admin_heading(inputs)
});
/**
* | output |
* | --- |
* | "This opportunity is cancelled." |
*
* @param {Volunteer_Admin_Is_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_is_cancelled = /** @type {((inputs?: Volunteer_Admin_Is_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Is_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_is_cancelled(inputs)
	return __en.volunteer_admin_is_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Volunteer_Admin_KeepInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_keep = /** @type {((inputs?: Volunteer_Admin_KeepInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_KeepInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_keep(inputs)
	return __en.volunteer_admin_keep(inputs)
});
/**
* | output |
* | --- |
* | "Manage volunteering" |
*
* @param {Volunteer_Admin_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_list_title = /** @type {((inputs?: Volunteer_Admin_List_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_List_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_list_title(inputs)
	return __en.volunteer_admin_list_title(inputs)
});
/**
* | output |
* | --- |
* | "Tick everyone who came. Saving records the ticked volunteers as completed (3 hours each on their impact panel) and the unticked ones as no-show. You can save..." |
*
* @param {Volunteer_Admin_Mark_HelpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_mark_help = /** @type {((inputs?: Volunteer_Admin_Mark_HelpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Mark_HelpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_mark_help(inputs)
	return __en.volunteer_admin_mark_help(inputs)
});
/**
* | output |
* | --- |
* | "Attendance can be recorded here once the shift has started." |
*
* @param {Volunteer_Admin_Mark_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_mark_later = /** @type {((inputs?: Volunteer_Admin_Mark_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Mark_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_mark_later(inputs)
	return __en.volunteer_admin_mark_later(inputs)
});
/**
* | output |
* | --- |
* | "Attendance can only be recorded once the shift has started." |
*
* @param {Volunteer_Admin_Mark_Too_EarlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_mark_too_early = /** @type {((inputs?: Volunteer_Admin_Mark_Too_EarlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Mark_Too_EarlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_mark_too_early(inputs)
	return __en.volunteer_admin_mark_too_early(inputs)
});
/**
* | output |
* | --- |
* | "Add volunteer opportunity" |
*
* @param {Volunteer_Admin_New_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_new_title = /** @type {((inputs?: Volunteer_Admin_New_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_New_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_new_title(inputs)
	return __en.volunteer_admin_new_title(inputs)
});
/**
* | output |
* | --- |
* | "(no name)" |
*
* @param {Volunteer_Admin_No_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_no_name = /** @type {((inputs?: Volunteer_Admin_No_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_No_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_no_name(inputs)
	return __en.volunteer_admin_no_name(inputs)
});
/**
* | output |
* | --- |
* | "No past opportunities." |
*
* @param {Volunteer_Admin_No_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_no_past = /** @type {((inputs?: Volunteer_Admin_No_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_No_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_no_past(inputs)
	return __en.volunteer_admin_no_past(inputs)
});
/**
* | output |
* | --- |
* | "No upcoming opportunities." |
*
* @param {Volunteer_Admin_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_no_upcoming = /** @type {((inputs?: Volunteer_Admin_No_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_No_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_no_upcoming(inputs)
	return __en.volunteer_admin_no_upcoming(inputs)
});
/**
* | output |
* | --- |
* | "There was nobody to mark." |
*
* @param {Volunteer_Admin_Nobody_To_MarkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_nobody_to_mark = /** @type {((inputs?: Volunteer_Admin_Nobody_To_MarkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Nobody_To_MarkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_nobody_to_mark(inputs)
	return __en.volunteer_admin_nobody_to_mark(inputs)
});
/**
* | output |
* | --- |
* | "Nobody has signed up yet." |
*
* @param {Volunteer_Admin_Nobody_YetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_nobody_yet = /** @type {((inputs?: Volunteer_Admin_Nobody_YetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Nobody_YetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_nobody_yet(inputs)
	return __en.volunteer_admin_nobody_yet(inputs)
});
/**
* | output |
* | --- |
* | "Recent past (last {count})" |
*
* @param {Volunteer_Admin_Recent_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_recent_past = /** @type {((inputs: Volunteer_Admin_Recent_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Recent_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_recent_past(inputs)
	return __en.volunteer_admin_recent_past(inputs)
});
/**
* | output |
* | --- |
* | "Roster" |
*
* @param {Volunteer_Admin_RosterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_roster = /** @type {((inputs?: Volunteer_Admin_RosterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_RosterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_roster(inputs)
	return __en.volunteer_admin_roster(inputs)
});
/**
* | output |
* | --- |
* | "Roster of {title}" |
*
* @param {Volunteer_Admin_Roster_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_roster_of = /** @type {((inputs: Volunteer_Admin_Roster_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Roster_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_roster_of(inputs)
	return __en.volunteer_admin_roster_of(inputs)
});
/**
* | output |
* | --- |
* | "Roster: {title}" |
*
* @param {Volunteer_Admin_Roster_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_roster_title = /** @type {((inputs: Volunteer_Admin_Roster_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Roster_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_roster_title(inputs)
	return __en.volunteer_admin_roster_title(inputs)
});
/**
* | output |
* | --- |
* | "Roster: opportunity" |
*
* @param {Volunteer_Admin_Roster_Title_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_roster_title_fallback = /** @type {((inputs?: Volunteer_Admin_Roster_Title_FallbackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Roster_Title_FallbackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_roster_title_fallback(inputs)
	return __en.volunteer_admin_roster_title_fallback(inputs)
});
/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Volunteer_Admin_SaveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_save = /** @type {((inputs?: Volunteer_Admin_SaveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_SaveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_save(inputs)
	return __en.volunteer_admin_save(inputs)
});
/**
* | output |
* | --- |
* | "Save attendance" |
*
* @param {Volunteer_Admin_Save_AttendanceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_save_attendance = /** @type {((inputs?: Volunteer_Admin_Save_AttendanceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Save_AttendanceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_save_attendance(inputs)
	return __en.volunteer_admin_save_attendance(inputs)
});
/**
* | output |
* | --- |
* | "Failed to save the opportunity. Please try again." |
*
* @param {Volunteer_Admin_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_save_failed = /** @type {((inputs?: Volunteer_Admin_Save_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Save_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_save_failed(inputs)
	return __en.volunteer_admin_save_failed(inputs)
});
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Volunteer_Admin_SavingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_saving = /** @type {((inputs?: Volunteer_Admin_SavingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_SavingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_saving(inputs)
	return __en.volunteer_admin_saving(inputs)
});
/**
* | output |
* | --- |
* | "Show more upcoming opportunities" |
*
* @param {Volunteer_Admin_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_show_more = /** @type {((inputs?: Volunteer_Admin_Show_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Show_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_show_more(inputs)
	return __en.volunteer_admin_show_more(inputs)
});
/**
* | output |
* | --- |
* | "{assigned} of {needed} spots filled · {waitlisted} waitlisted" |
*
* @param {Volunteer_Admin_Spots_FilledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_spots_filled = /** @type {((inputs: Volunteer_Admin_Spots_FilledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Spots_FilledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_spots_filled(inputs)
	return __en.volunteer_admin_spots_filled(inputs)
});
/**
* | output |
* | --- |
* | "Success" |
*
* @param {Volunteer_Admin_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_success = /** @type {((inputs?: Volunteer_Admin_SuccessInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_SuccessInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_success(inputs)
	return __en.volunteer_admin_success(inputs)
});
/**
* | output |
* | --- |
* | "Shift templates" |
*
* @param {Volunteer_Admin_TemplatesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_templates = /** @type {((inputs?: Volunteer_Admin_TemplatesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_TemplatesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_templates(inputs)
	return __en.volunteer_admin_templates(inputs)
});
/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Volunteer_Admin_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_upcoming = /** @type {((inputs?: Volunteer_Admin_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_upcoming(inputs)
	return __en.volunteer_admin_upcoming(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer opportunity “{title}” updated." |
*
* @param {Volunteer_Admin_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_updated = /** @type {((inputs: Volunteer_Admin_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_updated(inputs)
	return __en.volunteer_admin_updated(inputs)
});
/**
* | output |
* | --- |
* | "Volunteers" |
*
* @param {Volunteer_Admin_VolunteersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_volunteers = /** @type {((inputs?: Volunteer_Admin_VolunteersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_VolunteersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_volunteers(inputs)
	return __en.volunteer_admin_volunteers(inputs)
});
/**
* | output |
* | --- |
* | "Waitlist" |
*
* @param {Volunteer_Admin_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_waitlist = /** @type {((inputs?: Volunteer_Admin_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_waitlist(inputs)
	return __en.volunteer_admin_waitlist(inputs)
});
/**
* | output |
* | --- |
* | "{count} waitlisted" |
*
* @param {Volunteer_Admin_Waitlisted_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_waitlisted_count = /** @type {((inputs: Volunteer_Admin_Waitlisted_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Waitlisted_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_admin_waitlisted_count(inputs)
	return __en.volunteer_admin_waitlisted_count(inputs)
});
/**
* | output |
* | --- |
* | "isActive must be true or false" |
*
* @param {Volunteer_Api_Is_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_api_is_active = /** @type {((inputs?: Volunteer_Api_Is_ActiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Api_Is_ActiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_api_is_active(inputs)
	return __en.volunteer_api_is_active(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer signup cancelled successfully." |
*
* @param {Volunteer_Api_Signup_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_api_signup_cancelled = /** @type {((inputs?: Volunteer_Api_Signup_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Api_Signup_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_api_signup_cancelled(inputs)
	return __en.volunteer_api_signup_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Please contact the coordinator ({contactInfo}) to cancel." |
*
* @param {Volunteer_Cancel_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_cancel_contact = /** @type {((inputs: Volunteer_Cancel_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Cancel_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_cancel_contact(inputs)
	return __en.volunteer_cancel_contact(inputs)
});
/**
* | output |
* | --- |
* | "Please contact the coordinator to cancel." |
*
* @param {Volunteer_Cancel_Contact_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_cancel_contact_unnamed = /** @type {((inputs?: Volunteer_Cancel_Contact_UnnamedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Cancel_Contact_UnnamedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_cancel_contact_unnamed(inputs)
	return __en.volunteer_cancel_contact_unnamed(inputs)
});
/**
* | cutoffHoursPlural | output |
* | --- | --- |
* | "one" | "Cancelling online closes {cutoffHours} hour before the shift starts." |
* | * | "Cancelling online closes {cutoffHours} hours before the shift starts." |
*
* @param {Volunteer_Cancel_CutoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_cancel_cutoff = /** @type {((inputs: Volunteer_Cancel_CutoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Cancel_CutoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_cancel_cutoff(inputs)
	return __en.volunteer_cancel_cutoff(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer signup not found" |
*
* @param {Volunteer_Cancel_Signup_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_cancel_signup_not_found = /** @type {((inputs?: Volunteer_Cancel_Signup_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Cancel_Signup_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_cancel_signup_not_found(inputs)
	return __en.volunteer_cancel_signup_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled by the coordinator" |
*
* @param {Volunteer_Cancelled_By_CoordinatorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_cancelled_by_coordinator = /** @type {((inputs?: Volunteer_Cancelled_By_CoordinatorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Cancelled_By_CoordinatorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_cancelled_by_coordinator(inputs)
	return __en.volunteer_cancelled_by_coordinator(inputs)
});
/**
* | output |
* | --- |
* | "Contact: {contact}" |
*
* @param {Volunteer_Card_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_card_contact = /** @type {((inputs: Volunteer_Card_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Card_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_card_contact(inputs)
	return __en.volunteer_card_contact(inputs)
});
/**
* | output |
* | --- |
* | "{assigned} of {needed} volunteers" |
*
* @param {Volunteer_Card_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_card_count = /** @type {((inputs: Volunteer_Card_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Card_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_card_count(inputs)
	return __en.volunteer_card_count(inputs)
});
/**
* | output |
* | --- |
* | "For:" |
*
* @param {Volunteer_Card_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_card_for = /** @type {((inputs?: Volunteer_Card_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Card_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_card_for(inputs)
	return __en.volunteer_card_for(inputs)
});
/**
* | output |
* | --- |
* | "Community" |
*
* @param {Volunteer_Category_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_category_community = /** @type {((inputs?: Volunteer_Category_CommunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Category_CommunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_category_community(inputs)
	return __en.volunteer_category_community(inputs)
});
/**
* | output |
* | --- |
* | "Fundraising" |
*
* @param {Volunteer_Category_FundraisingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_category_fundraising = /** @type {((inputs?: Volunteer_Category_FundraisingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Category_FundraisingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_category_fundraising(inputs)
	return __en.volunteer_category_fundraising(inputs)
});
/**
* | output |
* | --- |
* | "General" |
*
* @param {Volunteer_Category_GeneralInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_category_general = /** @type {((inputs?: Volunteer_Category_GeneralInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Category_GeneralInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_category_general(inputs)
	return __en.volunteer_category_general(inputs)
});
/**
* | output |
* | --- |
* | "Match day" |
*
* @param {Volunteer_Category_Match_DayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_category_match_day = /** @type {((inputs?: Volunteer_Category_Match_DayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Category_Match_DayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_category_match_day(inputs)
	return __en.volunteer_category_match_day(inputs)
});
/**
* | output |
* | --- |
* | "Setup" |
*
* @param {Volunteer_Category_SetupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_category_setup = /** @type {((inputs?: Volunteer_Category_SetupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Category_SetupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_category_setup(inputs)
	return __en.volunteer_category_setup(inputs)
});
/**
* | output |
* | --- |
* | "Choose match-day, community, fundraising, setup or general" |
*
* @param {Volunteer_Error_CategoryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_category = /** @type {((inputs?: Volunteer_Error_CategoryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_CategoryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_category(inputs)
	return __en.volunteer_error_category(inputs)
});
/**
* | output |
* | --- |
* | "Enter a valid date, e.g. 2026-08-01" |
*
* @param {Volunteer_Error_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_date_invalid = /** @type {((inputs?: Volunteer_Error_Date_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Date_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_date_invalid(inputs)
	return __en.volunteer_error_date_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Date is required" |
*
* @param {Volunteer_Error_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_date_required = /** @type {((inputs?: Volunteer_Error_Date_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Date_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_date_required(inputs)
	return __en.volunteer_error_date_required(inputs)
});
/**
* | output |
* | --- |
* | "End time must be after the start time" |
*
* @param {Volunteer_Error_End_Before_StartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_end_before_start = /** @type {((inputs?: Volunteer_Error_End_Before_StartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_End_Before_StartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_end_before_start(inputs)
	return __en.volunteer_error_end_before_start(inputs)
});
/**
* | output |
* | --- |
* | "Choose an event from the list" |
*
* @param {Volunteer_Error_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_event = /** @type {((inputs?: Volunteer_Error_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_event(inputs)
	return __en.volunteer_error_event(inputs)
});
/**
* | output |
* | --- |
* | "Location is required" |
*
* @param {Volunteer_Error_Location_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_location_required = /** @type {((inputs?: Volunteer_Error_Location_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Location_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_location_required(inputs)
	return __en.volunteer_error_location_required(inputs)
});
/**
* | output |
* | --- |
* | "Spots needed must be at most {max}" |
*
* @param {Volunteer_Error_Spots_MaxInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_spots_max = /** @type {((inputs: Volunteer_Error_Spots_MaxInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Spots_MaxInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_spots_max(inputs)
	return __en.volunteer_error_spots_max(inputs)
});
/**
* | output |
* | --- |
* | "Spots needed must be at least 1" |
*
* @param {Volunteer_Error_Spots_MinInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_spots_min = /** @type {((inputs?: Volunteer_Error_Spots_MinInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Spots_MinInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_spots_min(inputs)
	return __en.volunteer_error_spots_min(inputs)
});
/**
* | output |
* | --- |
* | "Spots needed must be a whole number of at least 1" |
*
* @param {Volunteer_Error_Spots_WholeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_spots_whole = /** @type {((inputs?: Volunteer_Error_Spots_WholeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Spots_WholeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_spots_whole(inputs)
	return __en.volunteer_error_spots_whole(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be a time like 18:30" |
*
* @param {Volunteer_Error_Time_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_time_invalid = /** @type {((inputs: Volunteer_Error_Time_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Time_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_time_invalid(inputs)
	return __en.volunteer_error_time_invalid(inputs)
});
/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Volunteer_Error_Time_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_time_required = /** @type {((inputs: Volunteer_Error_Time_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Time_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_time_required(inputs)
	return __en.volunteer_error_time_required(inputs)
});
/**
* | output |
* | --- |
* | "Title is required" |
*
* @param {Volunteer_Error_Title_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_title_required = /** @type {((inputs?: Volunteer_Error_Title_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_Title_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_error_title_required(inputs)
	return __en.volunteer_error_title_required(inputs)
});
/**
* | output |
* | --- |
* | "That event does not exist: choose one from the list." |
*
* @param {Volunteer_Event_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_event_not_found = /** @type {((inputs?: Volunteer_Event_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Event_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_event_not_found(inputs)
	return __en.volunteer_event_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Category" |
*
* @param {Volunteer_Field_CategoryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_category = /** @type {((inputs?: Volunteer_Field_CategoryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_CategoryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_category(inputs)
	return __en.volunteer_field_category(inputs)
});
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Volunteer_Field_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_contact = /** @type {((inputs?: Volunteer_Field_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_contact(inputs)
	return __en.volunteer_field_contact(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Volunteer_Field_DateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_date = /** @type {((inputs?: Volunteer_Field_DateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_DateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_date(inputs)
	return __en.volunteer_field_date(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Volunteer_Field_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_description = /** @type {((inputs?: Volunteer_Field_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_description(inputs)
	return __en.volunteer_field_description(inputs)
});
/**
* | output |
* | --- |
* | "End time" |
*
* @param {Volunteer_Field_End_TimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_end_time = /** @type {((inputs?: Volunteer_Field_End_TimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_End_TimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_end_time(inputs)
	return __en.volunteer_field_end_time(inputs)
});
/**
* | output |
* | --- |
* | "Event (optional)" |
*
* @param {Volunteer_Field_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_event = /** @type {((inputs?: Volunteer_Field_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_event(inputs)
	return __en.volunteer_field_event(inputs)
});
/**
* | output |
* | --- |
* | "Location" |
*
* @param {Volunteer_Field_LocationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_location = /** @type {((inputs?: Volunteer_Field_LocationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_LocationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_location(inputs)
	return __en.volunteer_field_location(inputs)
});
/**
* | output |
* | --- |
* | "Physical requirements" |
*
* @param {Volunteer_Field_Physical_RequirementsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_physical_requirements = /** @type {((inputs?: Volunteer_Field_Physical_RequirementsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_Physical_RequirementsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_physical_requirements(inputs)
	return __en.volunteer_field_physical_requirements(inputs)
});
/**
* | output |
* | --- |
* | "Spots needed" |
*
* @param {Volunteer_Field_Spots_NeededInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_spots_needed = /** @type {((inputs?: Volunteer_Field_Spots_NeededInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_Spots_NeededInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_spots_needed(inputs)
	return __en.volunteer_field_spots_needed(inputs)
});
/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Volunteer_Field_Start_TimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_start_time = /** @type {((inputs?: Volunteer_Field_Start_TimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_Start_TimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_start_time(inputs)
	return __en.volunteer_field_start_time(inputs)
});
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Volunteer_Field_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_title = /** @type {((inputs?: Volunteer_Field_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_field_title(inputs)
	return __en.volunteer_field_title(inputs)
});
/**
* | output |
* | --- |
* | "Who volunteers ask on the day (name, email or phone). Optional." |
*
* @param {Volunteer_Form_Contact_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_form_contact_hint = /** @type {((inputs?: Volunteer_Form_Contact_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Form_Contact_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_form_contact_hint(inputs)
	return __en.volunteer_form_contact_hint(inputs)
});
/**
* | output |
* | --- |
* | "The shift must start in the future." |
*
* @param {Volunteer_Form_Date_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_form_date_hint = /** @type {((inputs?: Volunteer_Form_Date_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Form_Date_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_form_date_hint(inputs)
	return __en.volunteer_form_date_hint(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Volunteer_Form_No_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_form_no_event = /** @type {((inputs?: Volunteer_Form_No_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Form_No_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_form_no_event(inputs)
	return __en.volunteer_form_no_event(inputs)
});
/**
* | output |
* | --- |
* | "E.g. standing for 3 hours, lifting boxes. Optional." |
*
* @param {Volunteer_Form_Physical_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_form_physical_hint = /** @type {((inputs?: Volunteer_Form_Physical_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Form_Physical_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_form_physical_hint(inputs)
	return __en.volunteer_form_physical_hint(inputs)
});
/**
* | output |
* | --- |
* | "{zone} time." |
*
* @param {Volunteer_Form_Time_Zone_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_form_time_zone_hint = /** @type {((inputs: Volunteer_Form_Time_Zone_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Form_Time_Zone_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_form_time_zone_hint(inputs)
	return __en.volunteer_form_time_zone_hint(inputs)
});
/**
* | output |
* | --- |
* | "This opportunity was cancelled and its volunteers were told; create a new opportunity instead of reopening it." |
*
* @param {Volunteer_Opportunity_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_opportunity_cancelled = /** @type {((inputs?: Volunteer_Opportunity_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Opportunity_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_opportunity_cancelled(inputs)
	return __en.volunteer_opportunity_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer opportunity not found" |
*
* @param {Volunteer_Opportunity_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_opportunity_not_found = /** @type {((inputs?: Volunteer_Opportunity_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Opportunity_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_opportunity_not_found(inputs)
	return __en.volunteer_opportunity_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Failed to cancel signup. Please try again." |
*
* @param {Volunteer_Page_Cancel_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_cancel_failed = /** @type {((inputs?: Volunteer_Page_Cancel_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Cancel_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_cancel_failed(inputs)
	return __en.volunteer_page_cancel_failed(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer signup cancelled successfully." |
*
* @param {Volunteer_Page_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_cancelled = /** @type {((inputs?: Volunteer_Page_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_cancelled(inputs)
	return __en.volunteer_page_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Opportunity categories" |
*
* @param {Volunteer_Page_CategoriesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_categories = /** @type {((inputs?: Volunteer_Page_CategoriesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_CategoriesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_categories(inputs)
	return __en.volunteer_page_categories(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer opportunities on match day and in the community." |
*
* @param {Volunteer_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_description = /** @type {((inputs?: Volunteer_Page_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_description(inputs)
	return __en.volunteer_page_description(inputs)
});
/**
* | output |
* | --- |
* | "No opportunities available" |
*
* @param {Volunteer_Page_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_empty = /** @type {((inputs?: Volunteer_Page_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_empty(inputs)
	return __en.volunteer_page_empty(inputs)
});
/**
* | output |
* | --- |
* | "Check back soon for new volunteer opportunities!" |
*
* @param {Volunteer_Page_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_empty_hint = /** @type {((inputs?: Volunteer_Page_Empty_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Empty_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_empty_hint(inputs)
	return __en.volunteer_page_empty_hint(inputs)
});
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Volunteer_Page_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_error_title = /** @type {((inputs?: Volunteer_Page_Error_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Error_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_error_title(inputs)
	return __en.volunteer_page_error_title(inputs)
});
/**
* | output |
* | --- |
* | "All Opportunities" |
*
* @param {Volunteer_Page_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_filter_all = /** @type {((inputs?: Volunteer_Page_Filter_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Filter_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_filter_all(inputs)
	return __en.volunteer_page_filter_all(inputs)
});
/**
* | output |
* | --- |
* | "Community Service" |
*
* @param {Volunteer_Page_Filter_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_filter_community = /** @type {((inputs?: Volunteer_Page_Filter_CommunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Filter_CommunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_filter_community(inputs)
	return __en.volunteer_page_filter_community(inputs)
});
/**
* | output |
* | --- |
* | "Fundraising" |
*
* @param {Volunteer_Page_Filter_FundraisingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_filter_fundraising = /** @type {((inputs?: Volunteer_Page_Filter_FundraisingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Filter_FundraisingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_filter_fundraising(inputs)
	return __en.volunteer_page_filter_fundraising(inputs)
});
/**
* | output |
* | --- |
* | "Match Day" |
*
* @param {Volunteer_Page_Filter_Match_DayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_filter_match_day = /** @type {((inputs?: Volunteer_Page_Filter_Match_DayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Filter_Match_DayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_filter_match_day(inputs)
	return __en.volunteer_page_filter_match_day(inputs)
});
/**
* | output |
* | --- |
* | "Setup & Logistics" |
*
* @param {Volunteer_Page_Filter_SetupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_filter_setup = /** @type {((inputs?: Volunteer_Page_Filter_SetupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Filter_SetupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_filter_setup(inputs)
	return __en.volunteer_page_filter_setup(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer with {groupName}" |
*
* @param {Volunteer_Page_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_heading = /** @type {((inputs: Volunteer_Page_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_heading(inputs)
	return __en.volunteer_page_heading(inputs)
});
/**
* | output |
* | --- |
* | "Lend a hand on match day, at fundraisers and in the community." |
*
* @param {Volunteer_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_intro = /** @type {((inputs?: Volunteer_Page_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_intro(inputs)
	return __en.volunteer_page_intro(inputs)
});
/**
* | output |
* | --- |
* | "Show more opportunities" |
*
* @param {Volunteer_Page_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_show_more = /** @type {((inputs?: Volunteer_Page_Show_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Show_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_show_more(inputs)
	return __en.volunteer_page_show_more(inputs)
});
/**
* | output |
* | --- |
* | "You've signed up for this volunteer opportunity!" |
*
* @param {Volunteer_Page_Signed_UpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_signed_up = /** @type {((inputs?: Volunteer_Page_Signed_UpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Signed_UpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_signed_up(inputs)
	return __en.volunteer_page_signed_up(inputs)
});
/**
* | output |
* | --- |
* | "Failed to sign up. Please try again." |
*
* @param {Volunteer_Page_Signup_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_signup_failed = /** @type {((inputs?: Volunteer_Page_Signup_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Signup_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_signup_failed(inputs)
	return __en.volunteer_page_signup_failed(inputs)
});
/**
* | output |
* | --- |
* | "Success" |
*
* @param {Volunteer_Page_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_success_title = /** @type {((inputs?: Volunteer_Page_Success_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Success_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_success_title(inputs)
	return __en.volunteer_page_success_title(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer" |
*
* @param {Volunteer_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_title = /** @type {((inputs?: Volunteer_Page_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_title(inputs)
	return __en.volunteer_page_title(inputs)
});
/**
* | output |
* | --- |
* | "This opportunity is full: you're number {position} on the waitlist." |
*
* @param {Volunteer_Page_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_waitlisted = /** @type {((inputs: Volunteer_Page_WaitlistedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_WaitlistedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_waitlisted(inputs)
	return __en.volunteer_page_waitlisted(inputs)
});
/**
* | output |
* | --- |
* | "Why Volunteer?" |
*
* @param {Volunteer_Page_WhyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why = /** @type {((inputs?: Volunteer_Page_WhyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_WhyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_why(inputs)
	return __en.volunteer_page_why(inputs)
});
/**
* | output |
* | --- |
* | "Give back" |
*
* @param {Volunteer_Page_Why_GiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_give = /** @type {((inputs?: Volunteer_Page_Why_GiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_GiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_why_give(inputs)
	return __en.volunteer_page_why_give(inputs)
});
/**
* | output |
* | --- |
* | "Our community work reaches families across the city, well beyond the stadium." |
*
* @param {Volunteer_Page_Why_Give_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_give_text = /** @type {((inputs?: Volunteer_Page_Why_Give_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_Give_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_why_give_text(inputs)
	return __en.volunteer_page_why_give_text(inputs)
});
/**
* | output |
* | --- |
* | "Keep it independent" |
*
* @param {Volunteer_Page_Why_IndependentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_independent = /** @type {((inputs?: Volunteer_Page_Why_IndependentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_IndependentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_why_independent(inputs)
	return __en.volunteer_page_why_independent(inputs)
});
/**
* | output |
* | --- |
* | "The group runs on volunteers: every shift keeps membership cheap and the voice of supporters loud." |
*
* @param {Volunteer_Page_Why_Independent_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_independent_text = /** @type {((inputs?: Volunteer_Page_Why_Independent_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_Independent_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_why_independent_text(inputs)
	return __en.volunteer_page_why_independent_text(inputs)
});
/**
* | output |
* | --- |
* | "Meet fellow fans" |
*
* @param {Volunteer_Page_Why_MeetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_meet = /** @type {((inputs?: Volunteer_Page_Why_MeetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_MeetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_why_meet(inputs)
	return __en.volunteer_page_why_meet(inputs)
});
/**
* | output |
* | --- |
* | "Shifts are the fastest way to get to know the people you stand next to every week." |
*
* @param {Volunteer_Page_Why_Meet_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_meet_text = /** @type {((inputs?: Volunteer_Page_Why_Meet_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_Meet_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_page_why_meet_text(inputs)
	return __en.volunteer_page_why_meet_text(inputs)
});
/**
* | output |
* | --- |
* | "No upcoming volunteer shifts." |
*
* @param {Volunteer_Shifts_Card_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_shifts_card_empty = /** @type {((inputs?: Volunteer_Shifts_Card_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Shifts_Card_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_shifts_card_empty(inputs)
	return __en.volunteer_shifts_card_empty(inputs)
});
/**
* | output |
* | --- |
* | "Find opportunities" |
*
* @param {Volunteer_Shifts_Card_FindInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_shifts_card_find = /** @type {((inputs?: Volunteer_Shifts_Card_FindInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Shifts_Card_FindInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_shifts_card_find(inputs)
	return __en.volunteer_shifts_card_find(inputs)
});
/**
* | output |
* | --- |
* | "Volunteer Shifts" |
*
* @param {Volunteer_Shifts_Card_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_shifts_card_heading = /** @type {((inputs?: Volunteer_Shifts_Card_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Shifts_Card_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_shifts_card_heading(inputs)
	return __en.volunteer_shifts_card_heading(inputs)
});
/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Volunteer_Signup_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_button = /** @type {((inputs?: Volunteer_Signup_ButtonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_ButtonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_button(inputs)
	return __en.volunteer_signup_button(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Volunteer_Signup_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_cancel = /** @type {((inputs?: Volunteer_Signup_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_cancel(inputs)
	return __en.volunteer_signup_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Volunteer_Signup_CancellingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_cancelling = /** @type {((inputs?: Volunteer_Signup_CancellingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_CancellingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_cancelling(inputs)
	return __en.volunteer_signup_cancelling(inputs)
});
/**
* | output |
* | --- |
* | "for {title}" |
*
* @param {Volunteer_Signup_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_for = /** @type {((inputs: Volunteer_Signup_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_for(inputs)
	return __en.volunteer_signup_for(inputs)
});
/**
* | output |
* | --- |
* | "Join waitlist" |
*
* @param {Volunteer_Signup_Join_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_join_waitlist = /** @type {((inputs?: Volunteer_Signup_Join_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_Join_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_join_waitlist(inputs)
	return __en.volunteer_signup_join_waitlist(inputs)
});
/**
* | output |
* | --- |
* | "Leave waitlist" |
*
* @param {Volunteer_Signup_Leave_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_leave_waitlist = /** @type {((inputs?: Volunteer_Signup_Leave_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_Leave_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_leave_waitlist(inputs)
	return __en.volunteer_signup_leave_waitlist(inputs)
});
/**
* | output |
* | --- |
* | "This volunteer opportunity does not exist." |
*
* @param {Volunteer_Signup_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_not_found = /** @type {((inputs?: Volunteer_Signup_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_not_found(inputs)
	return __en.volunteer_signup_not_found(inputs)
});
/**
* | output |
* | --- |
* | "You're on the waitlist (#{position})" |
*
* @param {Volunteer_Signup_On_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_on_waitlist = /** @type {((inputs: Volunteer_Signup_On_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_On_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_on_waitlist(inputs)
	return __en.volunteer_signup_on_waitlist(inputs)
});
/**
* | output |
* | --- |
* | "This volunteer shift has already started, so sign-ups are closed." |
*
* @param {Volunteer_Signup_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_past = /** @type {((inputs?: Volunteer_Signup_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_past(inputs)
	return __en.volunteer_signup_past(inputs)
});
/**
* | output |
* | --- |
* | "✓ You're signed up" |
*
* @param {Volunteer_Signup_Signed_UpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_signed_up = /** @type {((inputs?: Volunteer_Signup_Signed_UpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_Signed_UpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_signed_up(inputs)
	return __en.volunteer_signup_signed_up(inputs)
});
/**
* | output |
* | --- |
* | "Signing up..." |
*
* @param {Volunteer_Signup_Signing_UpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_signing_up = /** @type {((inputs?: Volunteer_Signup_Signing_UpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_Signing_UpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_signup_signing_up(inputs)
	return __en.volunteer_signup_signing_up(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} spot available" |
* | * | "{count} spots available" |
*
* @param {Volunteer_Spots_AvailableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_spots_available = /** @type {((inputs: Volunteer_Spots_AvailableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Spots_AvailableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_spots_available(inputs)
	return __en.volunteer_spots_available(inputs)
});
/**
* | confirmedPlural | output |
* | --- | --- |
* | "one" | "Spots needed can't be lower than the {confirmed} volunteer already confirmed." |
* | * | "Spots needed can't be lower than the {confirmed} volunteers already confirmed." |
*
* @param {Volunteer_Spots_Below_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_spots_below_confirmed = /** @type {((inputs: Volunteer_Spots_Below_ConfirmedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Spots_Below_ConfirmedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_spots_below_confirmed(inputs)
	return __en.volunteer_spots_below_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "Full" |
*
* @param {Volunteer_Spots_FullInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_spots_full = /** @type {((inputs?: Volunteer_Spots_FullInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Spots_FullInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_spots_full(inputs)
	return __en.volunteer_spots_full(inputs)
});
/**
* | output |
* | --- |
* | "The shift must start in the future: choose a later date or start time." |
*
* @param {Volunteer_Start_In_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_start_in_past = /** @type {((inputs?: Volunteer_Start_In_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Start_In_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_start_in_past(inputs)
	return __en.volunteer_start_in_past(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Volunteer_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_status_cancelled = /** @type {((inputs?: Volunteer_Status_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Status_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_status_cancelled(inputs)
	return __en.volunteer_status_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Volunteer_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_status_completed = /** @type {((inputs?: Volunteer_Status_CompletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Status_CompletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_status_completed(inputs)
	return __en.volunteer_status_completed(inputs)
});
/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Volunteer_Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_status_confirmed = /** @type {((inputs?: Volunteer_Status_ConfirmedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Status_ConfirmedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_status_confirmed(inputs)
	return __en.volunteer_status_confirmed(inputs)
});
/**
* | output |
* | --- |
* | "No-show" |
*
* @param {Volunteer_Status_No_ShowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_status_no_show = /** @type {((inputs?: Volunteer_Status_No_ShowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Status_No_ShowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_status_no_show(inputs)
	return __en.volunteer_status_no_show(inputs)
});
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Volunteer_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_status_pending = /** @type {((inputs?: Volunteer_Status_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Status_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_status_pending(inputs)
	return __en.volunteer_status_pending(inputs)
});
/**
* | output |
* | --- |
* | "Waitlisted" |
*
* @param {Volunteer_Status_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_status_waitlisted = /** @type {((inputs?: Volunteer_Status_WaitlistedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Status_WaitlistedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_status_waitlisted(inputs)
	return __en.volunteer_status_waitlisted(inputs)
});
/**
* | output |
* | --- |
* | "A template with this name already exists" |
*
* @param {Volunteer_Template_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_template_name_taken = /** @type {((inputs?: Volunteer_Template_Name_TakenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Template_Name_TakenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_template_name_taken(inputs)
	return __en.volunteer_template_name_taken(inputs)
});
/**
* | output |
* | --- |
* | "Shift template not found" |
*
* @param {Volunteer_Template_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_template_not_found = /** @type {((inputs?: Volunteer_Template_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Template_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.volunteer_template_not_found(inputs)
	return __en.volunteer_template_not_found(inputs)
});