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

export const tickets_action_free = /** @type {(inputs: Tickets_Action_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Ticket`)
};

export const tickets_action_sale = /** @type {(inputs: Tickets_Action_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Seller`)
};

export const tickets_action_trade = /** @type {(inputs: Tickets_Action_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propose Trade`)
};

export const tickets_admin_already_closed = /** @type {(inputs: Tickets_Admin_Already_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That listing is already closed.`)
};

export const tickets_admin_back = /** @type {(inputs: Tickets_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage ticket listings`)
};

export const tickets_admin_check_form = /** @type {(inputs: Tickets_Admin_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the form`)
};

export const tickets_admin_col_listing = /** @type {(inputs: Tickets_Admin_Col_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing`)
};

export const tickets_admin_col_price = /** @type {(inputs: Tickets_Admin_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const tickets_admin_dashboard = /** @type {(inputs: Tickets_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Dashboard`)
};

export const tickets_admin_details = /** @type {(inputs: Tickets_Admin_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details and messages (${i?.count})`)
};

export const tickets_admin_intro = /** @type {(inputs: Tickets_Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open listings, newest first. Removing one closes it and emails the poster your reason.`)
};

export const tickets_admin_listing_heading = /** @type {(inputs: Tickets_Admin_Listing_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Listing #${i?.id}: ${i?.title}`)
};

export const tickets_admin_listing_title = /** @type {(inputs: Tickets_Admin_Listing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket listing (admin)`)
};

export const tickets_admin_lookup = /** @type {(inputs: Tickets_Admin_LookupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a listing by number (closed ones too)`)
};

export const tickets_admin_lookup_placeholder = /** @type {(inputs: Tickets_Admin_Lookup_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 123`)
};

export const tickets_admin_match = /** @type {(inputs: Tickets_Admin_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match`)
};

export const tickets_admin_member = /** @type {(inputs: Tickets_Admin_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

export const tickets_admin_messages = /** @type {(inputs: Tickets_Admin_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages to the poster`)
};

export const tickets_admin_newer = /** @type {(inputs: Tickets_Admin_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer listings`)
};

export const tickets_admin_no_email = /** @type {(inputs: Tickets_Admin_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no email`)
};

export const tickets_admin_no_messages = /** @type {(inputs: Tickets_Admin_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages.`)
};

export const tickets_admin_older = /** @type {(inputs: Tickets_Admin_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older listings`)
};

export const tickets_admin_open = /** @type {(inputs: Tickets_Admin_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const tickets_admin_open_listings = /** @type {(inputs: Tickets_Admin_Open_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open listings`)
};

export const tickets_admin_open_listings_page = /** @type {(inputs: Tickets_Admin_Open_Listings_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open listings, page ${i?.page}`)
};

export const tickets_admin_pages = /** @type {(inputs: Tickets_Admin_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const tickets_admin_posted_by = /** @type {(inputs: Tickets_Admin_Posted_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posted by`)
};

export const tickets_admin_reason_field = /** @type {(inputs: Tickets_Admin_Reason_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

export const tickets_admin_reason_required = /** @type {(inputs: Tickets_Admin_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the poster a reason (they are emailed it)`)
};

export const tickets_admin_removed = /** @type {(inputs: Tickets_Admin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The poster has been emailed the reason.`)
};

export const tickets_admin_removed_title = /** @type {(inputs: Tickets_Admin_Removed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing removed`)
};

export const tickets_admin_seats = /** @type {(inputs: Tickets_Admin_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

export const tickets_admin_state = /** @type {(inputs: Tickets_Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

export const tickets_admin_state_event_cancelled = /** @type {(inputs: Tickets_Admin_State_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed when its match was cancelled`)
};

export const tickets_admin_state_expired = /** @type {(inputs: Tickets_Admin_State_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired (the match has started)`)
};

export const tickets_admin_state_given_away = /** @type {(inputs: Tickets_Admin_State_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked given away by the poster`)
};

export const tickets_admin_state_open = /** @type {(inputs: Tickets_Admin_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const tickets_admin_state_removed = /** @type {(inputs: Tickets_Admin_State_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed by an admin`)
};

export const tickets_admin_state_sold = /** @type {(inputs: Tickets_Admin_State_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked sold by the poster`)
};

export const tickets_admin_state_withdrawn = /** @type {(inputs: Tickets_Admin_State_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawn by the poster`)
};

export const tickets_api_admin_reason = /** @type {(inputs: Tickets_Api_Admin_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An admin removing another member's listing must give a reason`)
};

export const tickets_api_body_json = /** @type {(inputs: Tickets_Api_Body_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body must be JSON`)
};

export const tickets_api_body_object = /** @type {(inputs: Tickets_Api_Body_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body must be a JSON object`)
};

export const tickets_api_reason_required = /** @type {(inputs: Tickets_Api_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason is required`)
};

export const tickets_api_reason_required_long = /** @type {(inputs: Tickets_Api_Reason_Required_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason is required: the poster is told why their listing was removed`)
};

export const tickets_close = /** @type {(inputs: Tickets_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const tickets_close_failed = /** @type {(inputs: Tickets_Close_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update listing. Please try again.`)
};

export const tickets_closed_given_away = /** @type {(inputs: Tickets_Closed_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your listing is marked given away and has left the exchange.`)
};

export const tickets_closed_sold = /** @type {(inputs: Tickets_Closed_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your listing is marked sold and has left the exchange.`)
};

export const tickets_closed_withdrawn = /** @type {(inputs: Tickets_Closed_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your listing was withdrawn from the exchange.`)
};

export const tickets_contact_explain = /** @type {(inputs: Tickets_Contact_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We email your message to the poster with your name, and they answer to your email address. Their own address stays private unless they answer. You get a copy.`)
};

export const tickets_contact_field = /** @type {(inputs: Tickets_Contact_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const tickets_contact_listing = /** @type {(inputs: Tickets_Contact_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing`)
};

export const tickets_contact_max = /** @type {(inputs: Tickets_Contact_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} characters.`)
};

export const tickets_contact_not_allowed = /** @type {(inputs: Tickets_Contact_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This member does not take messages through the exchange. No contact info available.`)
};

export const tickets_contact_posted_by = /** @type {(inputs: Tickets_Contact_Posted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Posted by ${i?.name}`)
};

export const tickets_contact_required = /** @type {(inputs: Tickets_Contact_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a message to the poster`)
};

export const tickets_contact_send = /** @type {(inputs: Tickets_Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send message`)
};

export const tickets_contact_sending = /** @type {(inputs: Tickets_Contact_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const tickets_contact_sent = /** @type {(inputs: Tickets_Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We emailed your message to the poster and a copy to you. Their answer comes to your email address.`)
};

export const tickets_contact_sent_title = /** @type {(inputs: Tickets_Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message Sent`)
};

export const tickets_contact_title = /** @type {(inputs: Tickets_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact the poster`)
};

export const tickets_created = /** @type {(inputs: Tickets_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket listing created successfully!`)
};

export const tickets_date_tbd = /** @type {(inputs: Tickets_Date_TbdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TBD`)
};

export const tickets_edit = /** @type {(inputs: Tickets_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const tickets_edit_title = /** @type {(inputs: Tickets_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit listing`)
};

export const tickets_error = /** @type {(inputs: Tickets_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const tickets_error_date_invalid = /** @type {(inputs: Tickets_Error_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid date and time`)
};

export const tickets_error_date_required = /** @type {(inputs: Tickets_Error_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match date is required`)
};

export const tickets_error_seats_required = /** @type {(inputs: Tickets_Error_Seats_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats is required`)
};

export const tickets_error_section_required = /** @type {(inputs: Tickets_Error_Section_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Section is required`)
};

export const tickets_error_title_required = /** @type {(inputs: Tickets_Error_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match title is required`)
};

export const tickets_error_type = /** @type {(inputs: Tickets_Error_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose sale, trade or free`)
};

export const tickets_exchange = /** @type {(inputs: Tickets_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket Exchange`)
};

export const tickets_field_match_title = /** @type {(inputs: Tickets_Field_Match_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match title`)
};

export const tickets_field_price = /** @type {(inputs: Tickets_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price`)
};

export const tickets_field_row = /** @type {(inputs: Tickets_Field_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Row`)
};

export const tickets_field_seats = /** @type {(inputs: Tickets_Field_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

export const tickets_field_section = /** @type {(inputs: Tickets_Field_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Section`)
};

export const tickets_field_trade_description = /** @type {(inputs: Tickets_Field_Trade_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trade description`)
};

export const tickets_filter_all = /** @type {(inputs: Tickets_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Listings`)
};

export const tickets_filter_free = /** @type {(inputs: Tickets_Filter_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const tickets_filter_sale = /** @type {(inputs: Tickets_Filter_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale`)
};

export const tickets_filter_trade = /** @type {(inputs: Tickets_Filter_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trade`)
};

export const tickets_for_match = /** @type {(inputs: Tickets_For_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.title}`)
};

export const tickets_form_face_value = /** @type {(inputs: Tickets_Form_Face_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Face value ${i?.price}: the most you can ask.`)
};

export const tickets_form_match = /** @type {(inputs: Tickets_Form_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match`)
};

export const tickets_form_match_date = /** @type {(inputs: Tickets_Form_Match_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match date`)
};

export const tickets_form_match_date_hint = /** @type {(inputs: Tickets_Form_Match_Date_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kick-off, ${i?.zone} time`)
};

export const tickets_form_match_hint = /** @type {(inputs: Tickets_Form_Match_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choosing a home match uses its own title and date, whatever is typed below.`)
};

export const tickets_form_match_title = /** @type {(inputs: Tickets_Form_Match_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match title`)
};

export const tickets_form_other_match = /** @type {(inputs: Tickets_Form_Other_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other Match (manual entry)`)
};

export const tickets_form_price = /** @type {(inputs: Tickets_Form_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price per ticket (${i?.symbol})`)
};

export const tickets_form_price_sale_only = /** @type {(inputs: Tickets_Form_Price_Sale_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For a sale only.`)
};

export const tickets_form_row = /** @type {(inputs: Tickets_Form_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Row (optional)`)
};

export const tickets_form_seats = /** @type {(inputs: Tickets_Form_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

export const tickets_form_section = /** @type {(inputs: Tickets_Form_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Section`)
};

export const tickets_form_trade = /** @type {(inputs: Tickets_Form_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you would trade for`)
};

export const tickets_form_trade_only = /** @type {(inputs: Tickets_Form_Trade_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For a trade only.`)
};

export const tickets_form_type = /** @type {(inputs: Tickets_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing type`)
};

export const tickets_list_button = /** @type {(inputs: Tickets_List_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List Tickets`)
};

export const tickets_list_intro = /** @type {(inputs: Tickets_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match, date, section, seats and type are required. Sales stay at face value or less.`)
};

export const tickets_listing_for = /** @type {(inputs: Tickets_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`listing for ${i?.title}`)
};

export const tickets_listing_gone = /** @type {(inputs: Tickets_Listing_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This listing is no longer on the exchange.`)
};

export const tickets_listing_limit = /** @type {(inputs: Tickets_Listing_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can have at most ${i?.maxActive} open listings. Mark one sold or withdraw it first.`)
};

export const tickets_listing_not_found = /** @type {(inputs: Tickets_Listing_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket listing not found`)
};

export const tickets_listing_pending = /** @type {(inputs: Tickets_Listing_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing...`)
};

export const tickets_listing_title = /** @type {(inputs: Tickets_Listing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket listing`)
};

export const tickets_mail_subject = /** @type {(inputs: Tickets_Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tickets: ${i?.title}, section ${i?.section}, seats ${i?.seats}`)
};

export const tickets_mark_given_away = /** @type {(inputs: Tickets_Mark_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark given away`)
};

export const tickets_mark_sold = /** @type {(inputs: Tickets_Mark_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark sold`)
};

export const tickets_mark_traded = /** @type {(inputs: Tickets_Mark_TradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark traded`)
};

export const tickets_my_empty = /** @type {(inputs: Tickets_My_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no listings yet.`)
};

export const tickets_my_empty_compact = /** @type {(inputs: Tickets_My_Empty_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open listings.`)
};

export const tickets_my_heading = /** @type {(inputs: Tickets_My_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My listings`)
};

export const tickets_my_heading_compact = /** @type {(inputs: Tickets_My_Heading_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket Listings`)
};

export const tickets_my_reason = /** @type {(inputs: Tickets_My_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

export const tickets_no_contact = /** @type {(inputs: Tickets_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No contact info available`)
};

export const tickets_no_sender_email = /** @type {(inputs: Tickets_No_Sender_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an email address to your profile first: the poster answers you by email.`)
};

export const tickets_not_found = /** @type {(inputs: Tickets_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing not found`)
};

export const tickets_not_yours = /** @type {(inputs: Tickets_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That listing is not yours or is already closed.`)
};

export const tickets_own_listing = /** @type {(inputs: Tickets_Own_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your own listing.`)
};

export const tickets_page_description = /** @type {(inputs: Tickets_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members buy, trade and give away match tickets.`)
};

export const tickets_page_empty = /** @type {(inputs: Tickets_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ticket listings found`)
};

export const tickets_page_intro = /** @type {(inputs: Tickets_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members sell, trade and give away match tickets at face value or less.`)
};

export const tickets_page_listings = /** @type {(inputs: Tickets_Page_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listings`)
};

export const tickets_page_show_more = /** @type {(inputs: Tickets_Page_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more listings`)
};

export const tickets_page_title = /** @type {(inputs: Tickets_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket Exchange`)
};

export const tickets_page_types = /** @type {(inputs: Tickets_Page_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing types`)
};

export const tickets_posted_by = /** @type {(inputs: Tickets_Posted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Posted by ${i?.name} · ${i?.when}`)
};

export const tickets_posted_by_you = /** @type {(inputs: Tickets_Posted_By_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you`)
};

export const tickets_price_each = /** @type {(inputs: Tickets_Price_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} each`)
};

export const tickets_price_free = /** @type {(inputs: Tickets_Price_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FREE`)
};

export const tickets_price_trade = /** @type {(inputs: Tickets_Price_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trade Only`)
};

export const tickets_recently = /** @type {(inputs: Tickets_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recently`)
};

export const tickets_remove = /** @type {(inputs: Tickets_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const tickets_remove_listing = /** @type {(inputs: Tickets_Remove_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove listing`)
};

export const tickets_remove_reason = /** @type {(inputs: Tickets_Remove_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (emailed to the poster)`)
};

export const tickets_removing = /** @type {(inputs: Tickets_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing...`)
};

export const tickets_save_changes = /** @type {(inputs: Tickets_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const tickets_saving = /** @type {(inputs: Tickets_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

export const tickets_seat_line = /** @type {(inputs: Tickets_Seat_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.section}, Row ${i?.row}, Seats ${i?.seats}`)
};

export const tickets_seat_line_no_row = /** @type {(inputs: Tickets_Seat_Line_No_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.section}, Seats ${i?.seats}`)
};

export const tickets_sign_in_first = /** @type {(inputs: Tickets_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sign in first)`)
};

export const tickets_state_event_cancelled = /** @type {(inputs: Tickets_State_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match cancelled`)
};

export const tickets_state_expired = /** @type {(inputs: Tickets_State_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed at kick-off`)
};

export const tickets_state_given_away = /** @type {(inputs: Tickets_State_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Given away`)
};

export const tickets_state_open = /** @type {(inputs: Tickets_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const tickets_state_removed = /** @type {(inputs: Tickets_State_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed by an admin`)
};

export const tickets_state_sold = /** @type {(inputs: Tickets_State_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold`)
};

export const tickets_state_withdrawn = /** @type {(inputs: Tickets_State_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawn`)
};

export const tickets_success = /** @type {(inputs: Tickets_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

export const tickets_type_free = /** @type {(inputs: Tickets_Type_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

export const tickets_type_sale = /** @type {(inputs: Tickets_Type_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Sale`)
};

export const tickets_type_trade = /** @type {(inputs: Tickets_Type_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Trade`)
};

export const tickets_updated = /** @type {(inputs: Tickets_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket listing updated.`)
};

export const tickets_validation_error = /** @type {(inputs: Tickets_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation Error`)
};

export const tickets_withdraw = /** @type {(inputs: Tickets_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

export const tickets_withdrawing = /** @type {(inputs: Tickets_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawing...`)
};

export const volunteer_admin_add = /** @type {(inputs: Volunteer_Admin_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add opportunity`)
};

export const volunteer_admin_already_cancelled = /** @type {(inputs: Volunteer_Admin_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This opportunity was already cancelled; nobody was emailed again.`)
};

export const volunteer_admin_already_cancelled_title = /** @type {(inputs: Volunteer_Admin_Already_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already cancelled`)
};

export const volunteer_admin_attendance_counts = /** @type {(inputs: Volunteer_Admin_Attendance_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.completed} completed, ${i?.noShow} no-show.`)
};

export const volunteer_admin_attendance_saved = /** @type {(inputs: Volunteer_Admin_Attendance_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance saved`)
};

export const volunteer_admin_attended_label = /** @type {(inputs: Volunteer_Admin_Attended_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} attended`)
};

export const volunteer_admin_back = /** @type {(inputs: Volunteer_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer opportunities`)
};

export const volunteer_admin_cancel = /** @type {(inputs: Volunteer_Admin_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const volunteer_admin_cancel_already = /** @type {(inputs: Volunteer_Admin_Cancel_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is already cancelled.`)
};

export const volunteer_admin_cancel_confirm = /** @type {(inputs: Volunteer_Admin_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel and email volunteers`)
};

export const volunteer_admin_cancel_explain = /** @type {(inputs: Volunteer_Admin_Cancel_ExplainInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`It will disappear from the volunteer page and ${i?.count} signed-up volunteer (confirmed or waitlisted) will get an email saying it is cancelled. The roster is kept.`);
	return /** @type {LocalizedString} */ (`It will disappear from the volunteer page and ${i?.count} signed-up volunteers (confirmed or waitlisted) will get an email saying it is cancelled. The roster is kept.`)
	
};

export const volunteer_admin_cancel_heading = /** @type {(inputs: Volunteer_Admin_Cancel_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel “${i?.title}”?`)
};

export const volunteer_admin_cancel_of = /** @type {(inputs: Volunteer_Admin_Cancel_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel ${i?.title}`)
};

export const volunteer_admin_cancel_title = /** @type {(inputs: Volunteer_Admin_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel volunteer opportunity`)
};

export const volunteer_admin_cancelled = /** @type {(inputs: Volunteer_Admin_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const volunteer_admin_cancelled_notified = /** @type {(inputs: Volunteer_Admin_Cancelled_NotifiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} volunteer will be emailed.`);
	return /** @type {LocalizedString} */ (`${i?.count} volunteers will be emailed.`)
	
};

export const volunteer_admin_cancelled_title = /** @type {(inputs: Volunteer_Admin_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opportunity cancelled`)
};

export const volunteer_admin_cancelling = /** @type {(inputs: Volunteer_Admin_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

export const volunteer_admin_col_attended = /** @type {(inputs: Volunteer_Admin_Col_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attended`)
};

export const volunteer_admin_col_email = /** @type {(inputs: Volunteer_Admin_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const volunteer_admin_col_name = /** @type {(inputs: Volunteer_Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const volunteer_admin_col_opportunity = /** @type {(inputs: Volunteer_Admin_Col_OpportunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opportunity`)
};

export const volunteer_admin_col_position = /** @type {(inputs: Volunteer_Admin_Col_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Position`)
};

export const volunteer_admin_col_signed_up = /** @type {(inputs: Volunteer_Admin_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed up`)
};

export const volunteer_admin_col_spots = /** @type {(inputs: Volunteer_Admin_Col_SpotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spots filled`)
};

export const volunteer_admin_col_status = /** @type {(inputs: Volunteer_Admin_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const volunteer_admin_col_when = /** @type {(inputs: Volunteer_Admin_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const volunteer_admin_confirmed_so_far = /** @type {(inputs: Volunteer_Admin_Confirmed_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} volunteer confirmed so far.`);
	return /** @type {LocalizedString} */ (`${i?.count} volunteers confirmed so far.`)
	
};

export const volunteer_admin_create = /** @type {(inputs: Volunteer_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create opportunity`)
};

export const volunteer_admin_create_failed = /** @type {(inputs: Volunteer_Admin_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create the opportunity. Please try again.`)
};

export const volunteer_admin_created = /** @type {(inputs: Volunteer_Admin_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volunteer opportunity “${i?.title}” created.`)
};

export const volunteer_admin_dashboard = /** @type {(inputs: Volunteer_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Dashboard`)
};

export const volunteer_admin_delete = /** @type {(inputs: Volunteer_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const volunteer_admin_delete_cancel_instead = /** @type {(inputs: Volunteer_Admin_Delete_Cancel_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancel it instead`)
};

export const volunteer_admin_delete_confirm = /** @type {(inputs: Volunteer_Admin_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, delete opportunity`)
};

export const volunteer_admin_delete_explain = /** @type {(inputs: Volunteer_Admin_Delete_ExplainInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This removes the opportunity and its ${i?.count} signup, including any volunteer hours recorded for it, and emails nobody. It cannot be undone.`);
	return /** @type {LocalizedString} */ (`This removes the opportunity and its ${i?.count} signups, including any volunteer hours recorded for it, and emails nobody. It cannot be undone.`)
	
};

export const volunteer_admin_delete_heading = /** @type {(inputs: Volunteer_Admin_Delete_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete “${i?.title}”?`)
};

export const volunteer_admin_delete_of = /** @type {(inputs: Volunteer_Admin_Delete_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.title}`)
};

export const volunteer_admin_delete_tell = /** @type {(inputs: Volunteer_Admin_Delete_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To tell the volunteers,`)
};

export const volunteer_admin_delete_title = /** @type {(inputs: Volunteer_Admin_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete volunteer opportunity`)
};

export const volunteer_admin_deleted = /** @type {(inputs: Volunteer_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The opportunity and its signups were removed.`)
};

export const volunteer_admin_deleted_title = /** @type {(inputs: Volunteer_Admin_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opportunity deleted`)
};

export const volunteer_admin_deleting = /** @type {(inputs: Volunteer_Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

export const volunteer_admin_download_csv = /** @type {(inputs: Volunteer_Admin_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

export const volunteer_admin_edit = /** @type {(inputs: Volunteer_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const volunteer_admin_edit_heading = /** @type {(inputs: Volunteer_Admin_Edit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit volunteer opportunity`)
};

export const volunteer_admin_edit_of = /** @type {(inputs: Volunteer_Admin_Edit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.title}`)
};

export const volunteer_admin_edit_title_fallback = /** @type {(inputs: Volunteer_Admin_Edit_Title_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit opportunity`)
};

export const volunteer_admin_error = /** @type {(inputs: Volunteer_Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const volunteer_admin_heading = /** @type {(inputs: Volunteer_Admin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer opportunities`)
};

export const volunteer_admin_is_cancelled = /** @type {(inputs: Volunteer_Admin_Is_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This opportunity is cancelled.`)
};

export const volunteer_admin_keep = /** @type {(inputs: Volunteer_Admin_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

export const volunteer_admin_list_title = /** @type {(inputs: Volunteer_Admin_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage volunteering`)
};

export const volunteer_admin_mark_help = /** @type {(inputs: Volunteer_Admin_Mark_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick everyone who came. Saving records the ticked volunteers as completed (3 hours each on their impact panel) and the unticked ones as no-show. You can save again to correct it.`)
};

export const volunteer_admin_mark_later = /** @type {(inputs: Volunteer_Admin_Mark_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance can be recorded here once the shift has started.`)
};

export const volunteer_admin_mark_too_early = /** @type {(inputs: Volunteer_Admin_Mark_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance can only be recorded once the shift has started.`)
};

export const volunteer_admin_new_title = /** @type {(inputs: Volunteer_Admin_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add volunteer opportunity`)
};

export const volunteer_admin_no_name = /** @type {(inputs: Volunteer_Admin_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(no name)`)
};

export const volunteer_admin_no_past = /** @type {(inputs: Volunteer_Admin_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past opportunities.`)
};

export const volunteer_admin_no_upcoming = /** @type {(inputs: Volunteer_Admin_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming opportunities.`)
};

export const volunteer_admin_nobody_to_mark = /** @type {(inputs: Volunteer_Admin_Nobody_To_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was nobody to mark.`)
};

export const volunteer_admin_nobody_yet = /** @type {(inputs: Volunteer_Admin_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has signed up yet.`)
};

export const volunteer_admin_recent_past = /** @type {(inputs: Volunteer_Admin_Recent_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recent past (last ${i?.count})`)
};

export const volunteer_admin_roster = /** @type {(inputs: Volunteer_Admin_RosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roster`)
};

export const volunteer_admin_roster_of = /** @type {(inputs: Volunteer_Admin_Roster_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Roster of ${i?.title}`)
};

export const volunteer_admin_roster_title = /** @type {(inputs: Volunteer_Admin_Roster_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Roster: ${i?.title}`)
};

export const volunteer_admin_roster_title_fallback = /** @type {(inputs: Volunteer_Admin_Roster_Title_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roster: opportunity`)
};

export const volunteer_admin_save = /** @type {(inputs: Volunteer_Admin_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const volunteer_admin_save_attendance = /** @type {(inputs: Volunteer_Admin_Save_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save attendance`)
};

export const volunteer_admin_save_failed = /** @type {(inputs: Volunteer_Admin_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to save the opportunity. Please try again.`)
};

export const volunteer_admin_saving = /** @type {(inputs: Volunteer_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

export const volunteer_admin_show_more = /** @type {(inputs: Volunteer_Admin_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more upcoming opportunities`)
};

export const volunteer_admin_spots_filled = /** @type {(inputs: Volunteer_Admin_Spots_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} of ${i?.needed} spots filled · ${i?.waitlisted} waitlisted`)
};

export const volunteer_admin_success = /** @type {(inputs: Volunteer_Admin_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

export const volunteer_admin_templates = /** @type {(inputs: Volunteer_Admin_TemplatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift templates`)
};

export const volunteer_admin_upcoming = /** @type {(inputs: Volunteer_Admin_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming`)
};

export const volunteer_admin_updated = /** @type {(inputs: Volunteer_Admin_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volunteer opportunity “${i?.title}” updated.`)
};

export const volunteer_admin_volunteers = /** @type {(inputs: Volunteer_Admin_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteers`)
};

export const volunteer_admin_waitlist = /** @type {(inputs: Volunteer_Admin_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlist`)
};

export const volunteer_admin_waitlisted_count = /** @type {(inputs: Volunteer_Admin_Waitlisted_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} waitlisted`)
};

export const volunteer_api_is_active = /** @type {(inputs: Volunteer_Api_Is_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`isActive must be true or false`)
};

export const volunteer_api_signup_cancelled = /** @type {(inputs: Volunteer_Api_Signup_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer signup cancelled successfully.`)
};

export const volunteer_cancel_contact = /** @type {(inputs: Volunteer_Cancel_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please contact the coordinator (${i?.contactInfo}) to cancel.`)
};

export const volunteer_cancel_contact_unnamed = /** @type {(inputs: Volunteer_Cancel_Contact_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please contact the coordinator to cancel.`)
};

export const volunteer_cancel_cutoff = /** @type {(inputs: Volunteer_Cancel_CutoffInputs) => LocalizedString} */ (i) => {const cutoffHoursPlural = registry.plural("en", i?.cutoffHours, {});
	if (cutoffHoursPlural === "one") return /** @type {LocalizedString} */ (`Cancelling online closes ${i?.cutoffHours} hour before the shift starts.`);
	return /** @type {LocalizedString} */ (`Cancelling online closes ${i?.cutoffHours} hours before the shift starts.`)
	
};

export const volunteer_cancel_signup_not_found = /** @type {(inputs: Volunteer_Cancel_Signup_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer signup not found`)
};

export const volunteer_cancelled_by_coordinator = /** @type {(inputs: Volunteer_Cancelled_By_CoordinatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled by the coordinator`)
};

export const volunteer_card_contact = /** @type {(inputs: Volunteer_Card_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact: ${i?.contact}`)
};

export const volunteer_card_count = /** @type {(inputs: Volunteer_Card_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} of ${i?.needed} volunteers`)
};

export const volunteer_card_for = /** @type {(inputs: Volunteer_Card_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For:`)
};

export const volunteer_category_community = /** @type {(inputs: Volunteer_Category_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

export const volunteer_category_fundraising = /** @type {(inputs: Volunteer_Category_FundraisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fundraising`)
};

export const volunteer_category_general = /** @type {(inputs: Volunteer_Category_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const volunteer_category_match_day = /** @type {(inputs: Volunteer_Category_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match day`)
};

export const volunteer_category_setup = /** @type {(inputs: Volunteer_Category_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup`)
};

export const volunteer_error_category = /** @type {(inputs: Volunteer_Error_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose match-day, community, fundraising, setup or general`)
};

export const volunteer_error_date_invalid = /** @type {(inputs: Volunteer_Error_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid date, e.g. 2026-08-01`)
};

export const volunteer_error_date_required = /** @type {(inputs: Volunteer_Error_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date is required`)
};

export const volunteer_error_end_before_start = /** @type {(inputs: Volunteer_Error_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End time must be after the start time`)
};

export const volunteer_error_event = /** @type {(inputs: Volunteer_Error_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an event from the list`)
};

export const volunteer_error_location_required = /** @type {(inputs: Volunteer_Error_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location is required`)
};

export const volunteer_error_spots_max = /** @type {(inputs: Volunteer_Error_Spots_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spots needed must be at most ${i?.max}`)
};

export const volunteer_error_spots_min = /** @type {(inputs: Volunteer_Error_Spots_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spots needed must be at least 1`)
};

export const volunteer_error_spots_whole = /** @type {(inputs: Volunteer_Error_Spots_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spots needed must be a whole number of at least 1`)
};

export const volunteer_error_time_invalid = /** @type {(inputs: Volunteer_Error_Time_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a time like 18:30`)
};

export const volunteer_error_time_required = /** @type {(inputs: Volunteer_Error_Time_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is required`)
};

export const volunteer_error_title_required = /** @type {(inputs: Volunteer_Error_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title is required`)
};

export const volunteer_event_not_found = /** @type {(inputs: Volunteer_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That event does not exist: choose one from the list.`)
};

export const volunteer_field_category = /** @type {(inputs: Volunteer_Field_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category`)
};

export const volunteer_field_contact = /** @type {(inputs: Volunteer_Field_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const volunteer_field_date = /** @type {(inputs: Volunteer_Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const volunteer_field_description = /** @type {(inputs: Volunteer_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const volunteer_field_end_time = /** @type {(inputs: Volunteer_Field_End_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End time`)
};

export const volunteer_field_event = /** @type {(inputs: Volunteer_Field_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event (optional)`)
};

export const volunteer_field_location = /** @type {(inputs: Volunteer_Field_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const volunteer_field_physical_requirements = /** @type {(inputs: Volunteer_Field_Physical_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Physical requirements`)
};

export const volunteer_field_spots_needed = /** @type {(inputs: Volunteer_Field_Spots_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spots needed`)
};

export const volunteer_field_start_time = /** @type {(inputs: Volunteer_Field_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time`)
};

export const volunteer_field_title = /** @type {(inputs: Volunteer_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const volunteer_form_contact_hint = /** @type {(inputs: Volunteer_Form_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who volunteers ask on the day (name, email or phone). Optional.`)
};

export const volunteer_form_date_hint = /** @type {(inputs: Volunteer_Form_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shift must start in the future.`)
};

export const volunteer_form_no_event = /** @type {(inputs: Volunteer_Form_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const volunteer_form_physical_hint = /** @type {(inputs: Volunteer_Form_Physical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E.g. standing for 3 hours, lifting boxes. Optional.`)
};

export const volunteer_form_time_zone_hint = /** @type {(inputs: Volunteer_Form_Time_Zone_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.zone} time.`)
};

export const volunteer_opportunity_cancelled = /** @type {(inputs: Volunteer_Opportunity_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This opportunity was cancelled and its volunteers were told; create a new opportunity instead of reopening it.`)
};

export const volunteer_opportunity_not_found = /** @type {(inputs: Volunteer_Opportunity_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer opportunity not found`)
};

export const volunteer_page_cancel_failed = /** @type {(inputs: Volunteer_Page_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to cancel signup. Please try again.`)
};

export const volunteer_page_cancelled = /** @type {(inputs: Volunteer_Page_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer signup cancelled successfully.`)
};

export const volunteer_page_categories = /** @type {(inputs: Volunteer_Page_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opportunity categories`)
};

export const volunteer_page_description = /** @type {(inputs: Volunteer_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer opportunities on match day and in the community.`)
};

export const volunteer_page_empty = /** @type {(inputs: Volunteer_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No opportunities available`)
};

export const volunteer_page_empty_hint = /** @type {(inputs: Volunteer_Page_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon for new volunteer opportunities!`)
};

export const volunteer_page_error_title = /** @type {(inputs: Volunteer_Page_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const volunteer_page_filter_all = /** @type {(inputs: Volunteer_Page_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Opportunities`)
};

export const volunteer_page_filter_community = /** @type {(inputs: Volunteer_Page_Filter_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community Service`)
};

export const volunteer_page_filter_fundraising = /** @type {(inputs: Volunteer_Page_Filter_FundraisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fundraising`)
};

export const volunteer_page_filter_match_day = /** @type {(inputs: Volunteer_Page_Filter_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match Day`)
};

export const volunteer_page_filter_setup = /** @type {(inputs: Volunteer_Page_Filter_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup & Logistics`)
};

export const volunteer_page_heading = /** @type {(inputs: Volunteer_Page_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volunteer with ${i?.groupName}`)
};

export const volunteer_page_intro = /** @type {(inputs: Volunteer_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lend a hand on match day, at fundraisers and in the community.`)
};

export const volunteer_page_show_more = /** @type {(inputs: Volunteer_Page_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more opportunities`)
};

export const volunteer_page_signed_up = /** @type {(inputs: Volunteer_Page_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You've signed up for this volunteer opportunity!`)
};

export const volunteer_page_signup_failed = /** @type {(inputs: Volunteer_Page_Signup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to sign up. Please try again.`)
};

export const volunteer_page_success_title = /** @type {(inputs: Volunteer_Page_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

export const volunteer_page_title = /** @type {(inputs: Volunteer_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer`)
};

export const volunteer_page_waitlisted = /** @type {(inputs: Volunteer_Page_WaitlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This opportunity is full: you're number ${i?.position} on the waitlist.`)
};

export const volunteer_page_why = /** @type {(inputs: Volunteer_Page_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Volunteer?`)
};

export const volunteer_page_why_give = /** @type {(inputs: Volunteer_Page_Why_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give back`)
};

export const volunteer_page_why_give_text = /** @type {(inputs: Volunteer_Page_Why_Give_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our community work reaches families across the city, well beyond the stadium.`)
};

export const volunteer_page_why_independent = /** @type {(inputs: Volunteer_Page_Why_IndependentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it independent`)
};

export const volunteer_page_why_independent_text = /** @type {(inputs: Volunteer_Page_Why_Independent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group runs on volunteers: every shift keeps membership cheap and the voice of supporters loud.`)
};

export const volunteer_page_why_meet = /** @type {(inputs: Volunteer_Page_Why_MeetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet fellow fans`)
};

export const volunteer_page_why_meet_text = /** @type {(inputs: Volunteer_Page_Why_Meet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts are the fastest way to get to know the people you stand next to every week.`)
};

export const volunteer_shifts_card_empty = /** @type {(inputs: Volunteer_Shifts_Card_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming volunteer shifts.`)
};

export const volunteer_shifts_card_find = /** @type {(inputs: Volunteer_Shifts_Card_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find opportunities`)
};

export const volunteer_shifts_card_heading = /** @type {(inputs: Volunteer_Shifts_Card_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer Shifts`)
};

export const volunteer_signup_button = /** @type {(inputs: Volunteer_Signup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

export const volunteer_signup_cancel = /** @type {(inputs: Volunteer_Signup_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const volunteer_signup_cancelling = /** @type {(inputs: Volunteer_Signup_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

export const volunteer_signup_for = /** @type {(inputs: Volunteer_Signup_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.title}`)
};

export const volunteer_signup_join_waitlist = /** @type {(inputs: Volunteer_Signup_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join waitlist`)
};

export const volunteer_signup_leave_waitlist = /** @type {(inputs: Volunteer_Signup_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave waitlist`)
};

export const volunteer_signup_not_found = /** @type {(inputs: Volunteer_Signup_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This volunteer opportunity does not exist.`)
};

export const volunteer_signup_on_waitlist = /** @type {(inputs: Volunteer_Signup_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're on the waitlist (#${i?.position})`)
};

export const volunteer_signup_past = /** @type {(inputs: Volunteer_Signup_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This volunteer shift has already started, so sign-ups are closed.`)
};

export const volunteer_signup_signed_up = /** @type {(inputs: Volunteer_Signup_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ You're signed up`)
};

export const volunteer_signup_signing_up = /** @type {(inputs: Volunteer_Signup_Signing_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing up...`)
};

export const volunteer_spots_available = /** @type {(inputs: Volunteer_Spots_AvailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} spot available`);
	return /** @type {LocalizedString} */ (`${i?.count} spots available`)
	
};

export const volunteer_spots_below_confirmed = /** @type {(inputs: Volunteer_Spots_Below_ConfirmedInputs) => LocalizedString} */ (i) => {const confirmedPlural = registry.plural("en", i?.confirmed, {});
	if (confirmedPlural === "one") return /** @type {LocalizedString} */ (`Spots needed can't be lower than the ${i?.confirmed} volunteer already confirmed.`);
	return /** @type {LocalizedString} */ (`Spots needed can't be lower than the ${i?.confirmed} volunteers already confirmed.`)
	
};

export const volunteer_spots_full = /** @type {(inputs: Volunteer_Spots_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

export const volunteer_start_in_past = /** @type {(inputs: Volunteer_Start_In_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shift must start in the future: choose a later date or start time.`)
};

export const volunteer_status_cancelled = /** @type {(inputs: Volunteer_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const volunteer_status_completed = /** @type {(inputs: Volunteer_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const volunteer_status_confirmed = /** @type {(inputs: Volunteer_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

export const volunteer_status_no_show = /** @type {(inputs: Volunteer_Status_No_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No-show`)
};

export const volunteer_status_pending = /** @type {(inputs: Volunteer_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

export const volunteer_status_waitlisted = /** @type {(inputs: Volunteer_Status_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlisted`)
};

export const volunteer_template_name_taken = /** @type {(inputs: Volunteer_Template_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A template with this name already exists`)
};

export const volunteer_template_not_found = /** @type {(inputs: Volunteer_Template_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift template not found`)
};