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

export const tickets_action_free = /** @type {(inputs: Tickets_Action_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket holen`)
};

export const tickets_action_sale = /** @type {(inputs: Tickets_Action_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verkäufer:in kontaktieren`)
};

export const tickets_action_trade = /** @type {(inputs: Tickets_Action_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tausch vorschlagen`)
};

export const tickets_admin_already_closed = /** @type {(inputs: Tickets_Admin_Already_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Angebot ist schon geschlossen.`)
};

export const tickets_admin_back = /** @type {(inputs: Tickets_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebote verwalten`)
};

export const tickets_admin_check_form = /** @type {(inputs: Tickets_Admin_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüf das Formular`)
};

export const tickets_admin_col_listing = /** @type {(inputs: Tickets_Admin_Col_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot`)
};

export const tickets_admin_col_price = /** @type {(inputs: Tickets_Admin_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

export const tickets_admin_dashboard = /** @type {(inputs: Tickets_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung`)
};

export const tickets_admin_details = /** @type {(inputs: Tickets_Admin_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details und Nachrichten (${i?.count})`)
};

export const tickets_admin_intro = /** @type {(inputs: Tickets_Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Angebote, die neuesten zuerst. Entfernen schließt ein Angebot und schickt der anbietenden Person deinen Grund per E-Mail.`)
};

export const tickets_admin_listing_heading = /** @type {(inputs: Tickets_Admin_Listing_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angebot Nr. ${i?.id}: ${i?.title}`)
};

export const tickets_admin_listing_title = /** @type {(inputs: Tickets_Admin_Listing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebot (Verwaltung)`)
};

export const tickets_admin_lookup = /** @type {(inputs: Tickets_Admin_LookupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot per Nummer öffnen (auch geschlossene)`)
};

export const tickets_admin_lookup_placeholder = /** @type {(inputs: Tickets_Admin_Lookup_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. 123`)
};

export const tickets_admin_match = /** @type {(inputs: Tickets_Admin_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

export const tickets_admin_member = /** @type {(inputs: Tickets_Admin_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

export const tickets_admin_messages = /** @type {(inputs: Tickets_Admin_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachrichten an die anbietende Person`)
};

export const tickets_admin_newer = /** @type {(inputs: Tickets_Admin_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuere Angebote`)
};

export const tickets_admin_no_email = /** @type {(inputs: Tickets_Admin_No_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine E-Mail`)
};

export const tickets_admin_no_messages = /** @type {(inputs: Tickets_Admin_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Nachrichten.`)
};

export const tickets_admin_older = /** @type {(inputs: Tickets_Admin_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere Angebote`)
};

export const tickets_admin_open = /** @type {(inputs: Tickets_Admin_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen`)
};

export const tickets_admin_open_listings = /** @type {(inputs: Tickets_Admin_Open_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Angebote`)
};

export const tickets_admin_open_listings_page = /** @type {(inputs: Tickets_Admin_Open_Listings_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offene Angebote, Seite ${i?.page}`)
};

export const tickets_admin_pages = /** @type {(inputs: Tickets_Admin_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten`)
};

export const tickets_admin_posted_by = /** @type {(inputs: Tickets_Admin_Posted_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingestellt von`)
};

export const tickets_admin_reason_field = /** @type {(inputs: Tickets_Admin_Reason_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund`)
};

export const tickets_admin_reason_required = /** @type {(inputs: Tickets_Admin_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib einen Grund an (er geht per E-Mail an die anbietende Person)`)
};

export const tickets_admin_removed = /** @type {(inputs: Tickets_Admin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die anbietende Person hat den Grund per E-Mail bekommen.`)
};

export const tickets_admin_removed_title = /** @type {(inputs: Tickets_Admin_Removed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot entfernt`)
};

export const tickets_admin_seats = /** @type {(inputs: Tickets_Admin_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze`)
};

export const tickets_admin_state = /** @type {(inputs: Tickets_Admin_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stand`)
};

export const tickets_admin_state_event_cancelled = /** @type {(inputs: Tickets_Admin_State_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschlossen, als das Spiel abgesagt wurde`)
};

export const tickets_admin_state_expired = /** @type {(inputs: Tickets_Admin_State_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelaufen (das Spiel hat begonnen)`)
};

export const tickets_admin_state_given_away = /** @type {(inputs: Tickets_Admin_State_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der anbietenden Person als verschenkt markiert`)
};

export const tickets_admin_state_open = /** @type {(inputs: Tickets_Admin_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offen`)
};

export const tickets_admin_state_removed = /** @type {(inputs: Tickets_Admin_State_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der Verwaltung entfernt`)
};

export const tickets_admin_state_sold = /** @type {(inputs: Tickets_Admin_State_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der anbietenden Person als verkauft markiert`)
};

export const tickets_admin_state_withdrawn = /** @type {(inputs: Tickets_Admin_State_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der anbietenden Person zurückgezogen`)
};

export const tickets_api_admin_reason = /** @type {(inputs: Tickets_Api_Admin_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer als Verwaltung das Angebot eines anderen Mitglieds entfernt, muss einen Grund angeben`)
};

export const tickets_api_body_json = /** @type {(inputs: Tickets_Api_Body_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Request-Body muss JSON sein`)
};

export const tickets_api_body_object = /** @type {(inputs: Tickets_Api_Body_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Request-Body muss ein JSON-Objekt sein`)
};

export const tickets_api_reason_required = /** @type {(inputs: Tickets_Api_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund fehlt`)
};

export const tickets_api_reason_required_long = /** @type {(inputs: Tickets_Api_Reason_Required_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Grund ist nötig: Die anbietende Person erfährt, warum ihr Angebot entfernt wurde`)
};

export const tickets_close = /** @type {(inputs: Tickets_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schließen`)
};

export const tickets_close_failed = /** @type {(inputs: Tickets_Close_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Angebot konnte nicht geändert werden. Bitte versuch es noch mal.`)
};

export const tickets_closed_given_away = /** @type {(inputs: Tickets_Closed_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Angebot ist als verschenkt markiert und aus der Ticketbörse raus.`)
};

export const tickets_closed_sold = /** @type {(inputs: Tickets_Closed_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Angebot ist als verkauft markiert und aus der Ticketbörse raus.`)
};

export const tickets_closed_withdrawn = /** @type {(inputs: Tickets_Closed_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Angebot wurde aus der Ticketbörse zurückgezogen.`)
};

export const tickets_contact_explain = /** @type {(inputs: Tickets_Contact_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir schicken deine Nachricht mit deinem Namen per E-Mail weiter, die Antwort geht an deine E-Mail-Adresse. Die Adresse der anderen Person bleibt privat, bis sie antwortet. Du bekommst eine Kopie.`)
};

export const tickets_contact_field = /** @type {(inputs: Tickets_Contact_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht`)
};

export const tickets_contact_listing = /** @type {(inputs: Tickets_Contact_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot`)
};

export const tickets_contact_max = /** @type {(inputs: Tickets_Contact_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max} Zeichen.`)
};

export const tickets_contact_not_allowed = /** @type {(inputs: Tickets_Contact_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Mitglied nimmt keine Nachrichten über die Ticketbörse an. Keine Kontaktdaten vorhanden.`)
};

export const tickets_contact_posted_by = /** @type {(inputs: Tickets_Contact_Posted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eingestellt von ${i?.name}`)
};

export const tickets_contact_required = /** @type {(inputs: Tickets_Contact_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreib eine Nachricht an die Person, die es anbietet`)
};

export const tickets_contact_send = /** @type {(inputs: Tickets_Contact_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht senden`)
};

export const tickets_contact_sending = /** @type {(inputs: Tickets_Contact_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet …`)
};

export const tickets_contact_sent = /** @type {(inputs: Tickets_Contact_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben deine Nachricht per E-Mail weitergeleitet und dir eine Kopie geschickt. Die Antwort kommt an deine E-Mail-Adresse.`)
};

export const tickets_contact_sent_title = /** @type {(inputs: Tickets_Contact_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht gesendet`)
};

export const tickets_contact_title = /** @type {(inputs: Tickets_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anbieter:in kontaktieren`)
};

export const tickets_created = /** @type {(inputs: Tickets_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebot eingestellt!`)
};

export const tickets_date_tbd = /** @type {(inputs: Tickets_Date_TbdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch offen`)
};

export const tickets_edit = /** @type {(inputs: Tickets_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bearbeiten`)
};

export const tickets_edit_title = /** @type {(inputs: Tickets_Edit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot bearbeiten`)
};

export const tickets_error = /** @type {(inputs: Tickets_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

export const tickets_error_date_invalid = /** @type {(inputs: Tickets_Error_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib ein gültiges Datum mit Uhrzeit ein`)
};

export const tickets_error_date_required = /** @type {(inputs: Tickets_Error_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieldatum fehlt`)
};

export const tickets_error_seats_required = /** @type {(inputs: Tickets_Error_Seats_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze fehlen`)
};

export const tickets_error_section_required = /** @type {(inputs: Tickets_Error_Section_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block fehlt`)
};

export const tickets_error_title_required = /** @type {(inputs: Tickets_Error_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel fehlt`)
};

export const tickets_error_type = /** @type {(inputs: Tickets_Error_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Verkauf, Tausch oder gratis`)
};

export const tickets_exchange = /** @type {(inputs: Tickets_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketbörse`)
};

export const tickets_field_match_title = /** @type {(inputs: Tickets_Field_Match_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

export const tickets_field_price = /** @type {(inputs: Tickets_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

export const tickets_field_row = /** @type {(inputs: Tickets_Field_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihe`)
};

export const tickets_field_seats = /** @type {(inputs: Tickets_Field_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze`)
};

export const tickets_field_section = /** @type {(inputs: Tickets_Field_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block`)
};

export const tickets_field_trade_description = /** @type {(inputs: Tickets_Field_Trade_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauschwunsch`)
};

export const tickets_filter_all = /** @type {(inputs: Tickets_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Angebote`)
};

export const tickets_filter_free = /** @type {(inputs: Tickets_Filter_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis`)
};

export const tickets_filter_sale = /** @type {(inputs: Tickets_Filter_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verkauf`)
};

export const tickets_filter_trade = /** @type {(inputs: Tickets_Filter_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tausch`)
};

export const tickets_for_match = /** @type {(inputs: Tickets_For_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`für ${i?.title}`)
};

export const tickets_form_face_value = /** @type {(inputs: Tickets_Form_Face_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Originalpreis ${i?.price}: mehr darfst du nicht verlangen.`)
};

export const tickets_form_match = /** @type {(inputs: Tickets_Form_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

export const tickets_form_match_date = /** @type {(inputs: Tickets_Form_Match_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieldatum`)
};

export const tickets_form_match_date_hint = /** @type {(inputs: Tickets_Form_Match_Date_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anpfiff, Zeit in ${i?.zone}`)
};

export const tickets_form_match_hint = /** @type {(inputs: Tickets_Form_Match_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählst du ein Heimspiel, gelten dessen Name und Datum, egal was unten steht.`)
};

export const tickets_form_match_title = /** @type {(inputs: Tickets_Form_Match_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

export const tickets_form_other_match = /** @type {(inputs: Tickets_Form_Other_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anderes Spiel (selbst eintragen)`)
};

export const tickets_form_price = /** @type {(inputs: Tickets_Form_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preis pro Ticket (${i?.symbol})`)
};

export const tickets_form_price_sale_only = /** @type {(inputs: Tickets_Form_Price_Sale_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur beim Verkauf.`)
};

export const tickets_form_row = /** @type {(inputs: Tickets_Form_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihe (optional)`)
};

export const tickets_form_seats = /** @type {(inputs: Tickets_Form_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze`)
};

export const tickets_form_section = /** @type {(inputs: Tickets_Form_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block`)
};

export const tickets_form_trade = /** @type {(inputs: Tickets_Form_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was du dafür haben möchtest`)
};

export const tickets_form_trade_only = /** @type {(inputs: Tickets_Form_Trade_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur beim Tausch.`)
};

export const tickets_form_type = /** @type {(inputs: Tickets_Form_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art des Angebots`)
};

export const tickets_list_button = /** @type {(inputs: Tickets_List_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets anbieten`)
};

export const tickets_list_intro = /** @type {(inputs: Tickets_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel, Datum, Block, Plätze und Art sind Pflicht. Verkauft wird höchstens zum Originalpreis.`)
};

export const tickets_listing_for = /** @type {(inputs: Tickets_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angebot für ${i?.title}`)
};

export const tickets_listing_gone = /** @type {(inputs: Tickets_Listing_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Angebot ist nicht mehr in der Ticketbörse.`)
};

export const tickets_listing_limit = /** @type {(inputs: Tickets_Listing_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst höchstens ${i?.maxActive} offene Angebote haben. Markier erst eins als verkauft oder zieh es zurück.`)
};

export const tickets_listing_not_found = /** @type {(inputs: Tickets_Listing_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebot nicht gefunden`)
};

export const tickets_listing_pending = /** @type {(inputs: Tickets_Listing_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird eingestellt …`)
};

export const tickets_listing_title = /** @type {(inputs: Tickets_Listing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebot`)
};

export const tickets_mail_subject = /** @type {(inputs: Tickets_Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tickets: ${i?.title}, Block ${i?.section}, Plätze ${i?.seats}`)
};

export const tickets_mark_given_away = /** @type {(inputs: Tickets_Mark_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als verschenkt markieren`)
};

export const tickets_mark_sold = /** @type {(inputs: Tickets_Mark_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als verkauft markieren`)
};

export const tickets_mark_traded = /** @type {(inputs: Tickets_Mark_TradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als getauscht markieren`)
};

export const tickets_my_empty = /** @type {(inputs: Tickets_My_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast noch keine Angebote.`)
};

export const tickets_my_empty_compact = /** @type {(inputs: Tickets_My_Empty_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine offenen Angebote.`)
};

export const tickets_my_heading = /** @type {(inputs: Tickets_My_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Angebote`)
};

export const tickets_my_heading_compact = /** @type {(inputs: Tickets_My_Heading_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebote`)
};

export const tickets_my_reason = /** @type {(inputs: Tickets_My_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grund: ${i?.reason}`)
};

export const tickets_no_contact = /** @type {(inputs: Tickets_No_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Kontaktdaten vorhanden`)
};

export const tickets_no_sender_email = /** @type {(inputs: Tickets_No_Sender_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trag erst eine E-Mail-Adresse in dein Profil ein: Die Antwort kommt per E-Mail.`)
};

export const tickets_not_found = /** @type {(inputs: Tickets_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot nicht gefunden`)
};

export const tickets_not_yours = /** @type {(inputs: Tickets_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Angebot gehört nicht dir oder ist schon geschlossen.`)
};

export const tickets_own_listing = /** @type {(inputs: Tickets_Own_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist dein eigenes Angebot.`)
};

export const tickets_page_description = /** @type {(inputs: Tickets_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder kaufen, tauschen und verschenken Tickets für Spiele.`)
};

export const tickets_page_empty = /** @type {(inputs: Tickets_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Ticketangebote gefunden`)
};

export const tickets_page_intro = /** @type {(inputs: Tickets_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder verkaufen, tauschen und verschenken Tickets, höchstens zum Originalpreis.`)
};

export const tickets_page_listings = /** @type {(inputs: Tickets_Page_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebote`)
};

export const tickets_page_show_more = /** @type {(inputs: Tickets_Page_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr Angebote zeigen`)
};

export const tickets_page_title = /** @type {(inputs: Tickets_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketbörse`)
};

export const tickets_page_types = /** @type {(inputs: Tickets_Page_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebotsarten`)
};

export const tickets_posted_by = /** @type {(inputs: Tickets_Posted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eingestellt von ${i?.name} · ${i?.when}`)
};

export const tickets_posted_by_you = /** @type {(inputs: Tickets_Posted_By_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dir`)
};

export const tickets_price_each = /** @type {(inputs: Tickets_Price_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Stück`)
};

export const tickets_price_free = /** @type {(inputs: Tickets_Price_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GRATIS`)
};

export const tickets_price_trade = /** @type {(inputs: Tickets_Price_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Tausch`)
};

export const tickets_recently = /** @type {(inputs: Tickets_RecentlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kürzlich`)
};

export const tickets_remove = /** @type {(inputs: Tickets_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

export const tickets_remove_listing = /** @type {(inputs: Tickets_Remove_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot entfernen`)
};

export const tickets_remove_reason = /** @type {(inputs: Tickets_Remove_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund (geht per E-Mail an die Person, die es eingestellt hat)`)
};

export const tickets_removing = /** @type {(inputs: Tickets_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird entfernt …`)
};

export const tickets_save_changes = /** @type {(inputs: Tickets_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern`)
};

export const tickets_saving = /** @type {(inputs: Tickets_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert …`)
};

export const tickets_seat_line = /** @type {(inputs: Tickets_Seat_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block ${i?.section}, Reihe ${i?.row}, Plätze ${i?.seats}`)
};

export const tickets_seat_line_no_row = /** @type {(inputs: Tickets_Seat_Line_No_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block ${i?.section}, Plätze ${i?.seats}`)
};

export const tickets_sign_in_first = /** @type {(inputs: Tickets_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(erst anmelden)`)
};

export const tickets_state_event_cancelled = /** @type {(inputs: Tickets_State_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel abgesagt`)
};

export const tickets_state_expired = /** @type {(inputs: Tickets_State_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Anpfiff geschlossen`)
};

export const tickets_state_given_away = /** @type {(inputs: Tickets_State_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verschenkt`)
};

export const tickets_state_open = /** @type {(inputs: Tickets_State_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offen`)
};

export const tickets_state_removed = /** @type {(inputs: Tickets_State_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der Verwaltung entfernt`)
};

export const tickets_state_sold = /** @type {(inputs: Tickets_State_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verkauft`)
};

export const tickets_state_withdrawn = /** @type {(inputs: Tickets_State_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückgezogen`)
};

export const tickets_success = /** @type {(inputs: Tickets_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erledigt`)
};

export const tickets_type_free = /** @type {(inputs: Tickets_Type_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis`)
};

export const tickets_type_sale = /** @type {(inputs: Tickets_Type_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu verkaufen`)
};

export const tickets_type_trade = /** @type {(inputs: Tickets_Type_TradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Tausch`)
};

export const tickets_updated = /** @type {(inputs: Tickets_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebot gespeichert.`)
};

export const tickets_validation_error = /** @type {(inputs: Tickets_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingabe ungültig`)
};

export const tickets_withdraw = /** @type {(inputs: Tickets_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückziehen`)
};

export const tickets_withdrawing = /** @type {(inputs: Tickets_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird zurückgezogen …`)
};

export const volunteer_admin_add = /** @type {(inputs: Volunteer_Admin_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht hinzufügen`)
};

export const volunteer_admin_already_cancelled = /** @type {(inputs: Volunteer_Admin_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Schicht war schon abgesagt; niemand wurde noch mal angeschrieben.`)
};

export const volunteer_admin_already_cancelled_title = /** @type {(inputs: Volunteer_Admin_Already_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schon abgesagt`)
};

export const volunteer_admin_attendance_counts = /** @type {(inputs: Volunteer_Admin_Attendance_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.completed} erledigt, ${i?.noShow} nicht erschienen.`)
};

export const volunteer_admin_attendance_saved = /** @type {(inputs: Volunteer_Admin_Attendance_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwesenheit gespeichert`)
};

export const volunteer_admin_attended_label = /** @type {(inputs: Volunteer_Admin_Attended_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} war da`)
};

export const volunteer_admin_back = /** @type {(inputs: Volunteer_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten`)
};

export const volunteer_admin_cancel = /** @type {(inputs: Volunteer_Admin_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absagen`)
};

export const volunteer_admin_cancel_already = /** @type {(inputs: Volunteer_Admin_Cancel_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie ist schon abgesagt.`)
};

export const volunteer_admin_cancel_confirm = /** @type {(inputs: Volunteer_Admin_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, absagen und Helfer:innen anschreiben`)
};

export const volunteer_admin_cancel_explain = /** @type {(inputs: Volunteer_Admin_Cancel_ExplainInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sie verschwindet von der Helferseite, und ${i?.count} angemeldete Helfer:in (bestätigt oder auf der Warteliste) bekommt eine E-Mail, dass sie abgesagt ist. Die Liste bleibt erhalten.`);
	return /** @type {LocalizedString} */ (`Sie verschwindet von der Helferseite, und ${i?.count} angemeldete Helfer:innen (bestätigt oder auf der Warteliste) bekommen eine E-Mail, dass sie abgesagt ist. Die Liste bleibt erhalten.`)
	
};

export const volunteer_admin_cancel_heading = /** @type {(inputs: Volunteer_Admin_Cancel_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.title}“ absagen?`)
};

export const volunteer_admin_cancel_of = /** @type {(inputs: Volunteer_Admin_Cancel_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} absagen`)
};

export const volunteer_admin_cancel_title = /** @type {(inputs: Volunteer_Admin_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschicht absagen`)
};

export const volunteer_admin_cancelled = /** @type {(inputs: Volunteer_Admin_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgesagt`)
};

export const volunteer_admin_cancelled_notified = /** @type {(inputs: Volunteer_Admin_Cancelled_NotifiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Helfer:in bekommt eine E-Mail.`);
	return /** @type {LocalizedString} */ (`${i?.count} Helfer:innen bekommen eine E-Mail.`)
	
};

export const volunteer_admin_cancelled_title = /** @type {(inputs: Volunteer_Admin_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht abgesagt`)
};

export const volunteer_admin_cancelling = /** @type {(inputs: Volunteer_Admin_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgesagt …`)
};

export const volunteer_admin_col_attended = /** @type {(inputs: Volunteer_Admin_Col_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da gewesen`)
};

export const volunteer_admin_col_email = /** @type {(inputs: Volunteer_Admin_Col_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

export const volunteer_admin_col_name = /** @type {(inputs: Volunteer_Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const volunteer_admin_col_opportunity = /** @type {(inputs: Volunteer_Admin_Col_OpportunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht`)
};

export const volunteer_admin_col_position = /** @type {(inputs: Volunteer_Admin_Col_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz`)
};

export const volunteer_admin_col_signed_up = /** @type {(inputs: Volunteer_Admin_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet`)
};

export const volunteer_admin_col_spots = /** @type {(inputs: Volunteer_Admin_Col_SpotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze besetzt`)
};

export const volunteer_admin_col_status = /** @type {(inputs: Volunteer_Admin_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const volunteer_admin_col_when = /** @type {(inputs: Volunteer_Admin_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wann`)
};

export const volunteer_admin_confirmed_so_far = /** @type {(inputs: Volunteer_Admin_Confirmed_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Bisher ${i?.count} Helfer:in bestätigt.`);
	return /** @type {LocalizedString} */ (`Bisher ${i?.count} Helfer:innen bestätigt.`)
	
};

export const volunteer_admin_create = /** @type {(inputs: Volunteer_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht anlegen`)
};

export const volunteer_admin_create_failed = /** @type {(inputs: Volunteer_Admin_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schicht konnte nicht angelegt werden. Bitte versuch es noch mal.`)
};

export const volunteer_admin_created = /** @type {(inputs: Volunteer_Admin_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Helferschicht „${i?.title}“ angelegt.`)
};

export const volunteer_admin_dashboard = /** @type {(inputs: Volunteer_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwaltung`)
};

export const volunteer_admin_delete = /** @type {(inputs: Volunteer_Admin_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

export const volunteer_admin_delete_cancel_instead = /** @type {(inputs: Volunteer_Admin_Delete_Cancel_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sag sie stattdessen ab`)
};

export const volunteer_admin_delete_confirm = /** @type {(inputs: Volunteer_Admin_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, Schicht löschen`)
};

export const volunteer_admin_delete_explain = /** @type {(inputs: Volunteer_Admin_Delete_ExplainInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Das entfernt die Schicht und ihre ${i?.count} Anmeldung samt der dafür erfassten Helferstunden und schreibt niemanden an. Das lässt sich nicht rückgängig machen.`);
	return /** @type {LocalizedString} */ (`Das entfernt die Schicht und ihre ${i?.count} Anmeldungen samt der dafür erfassten Helferstunden und schreibt niemanden an. Das lässt sich nicht rückgängig machen.`)
	
};

export const volunteer_admin_delete_heading = /** @type {(inputs: Volunteer_Admin_Delete_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.title}“ löschen?`)
};

export const volunteer_admin_delete_of = /** @type {(inputs: Volunteer_Admin_Delete_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} löschen`)
};

export const volunteer_admin_delete_tell = /** @type {(inputs: Volunteer_Admin_Delete_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um die Helfer:innen zu informieren,`)
};

export const volunteer_admin_delete_title = /** @type {(inputs: Volunteer_Admin_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschicht löschen`)
};

export const volunteer_admin_deleted = /** @type {(inputs: Volunteer_Admin_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schicht und ihre Anmeldungen wurden entfernt.`)
};

export const volunteer_admin_deleted_title = /** @type {(inputs: Volunteer_Admin_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht gelöscht`)
};

export const volunteer_admin_deleting = /** @type {(inputs: Volunteer_Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gelöscht …`)
};

export const volunteer_admin_download_csv = /** @type {(inputs: Volunteer_Admin_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV herunterladen`)
};

export const volunteer_admin_edit = /** @type {(inputs: Volunteer_Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bearbeiten`)
};

export const volunteer_admin_edit_heading = /** @type {(inputs: Volunteer_Admin_Edit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschicht bearbeiten`)
};

export const volunteer_admin_edit_of = /** @type {(inputs: Volunteer_Admin_Edit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} bearbeiten`)
};

export const volunteer_admin_edit_title_fallback = /** @type {(inputs: Volunteer_Admin_Edit_Title_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht bearbeiten`)
};

export const volunteer_admin_error = /** @type {(inputs: Volunteer_Admin_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

export const volunteer_admin_heading = /** @type {(inputs: Volunteer_Admin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten`)
};

export const volunteer_admin_is_cancelled = /** @type {(inputs: Volunteer_Admin_Is_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Schicht ist abgesagt.`)
};

export const volunteer_admin_keep = /** @type {(inputs: Volunteer_Admin_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Behalten`)
};

export const volunteer_admin_list_title = /** @type {(inputs: Volunteer_Admin_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten verwalten`)
};

export const volunteer_admin_mark_help = /** @type {(inputs: Volunteer_Admin_Mark_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hak alle ab, die da waren. Beim Speichern zählen die Abgehakten als erledigt (je 3 Stunden in ihrer Bilanz), die anderen als nicht erschienen. Du kannst zum Korrigieren noch mal speichern.`)
};

export const volunteer_admin_mark_later = /** @type {(inputs: Volunteer_Admin_Mark_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anwesenheit kannst du hier erfassen, sobald die Schicht begonnen hat.`)
};

export const volunteer_admin_mark_too_early = /** @type {(inputs: Volunteer_Admin_Mark_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwesenheit lässt sich erst erfassen, wenn die Schicht begonnen hat.`)
};

export const volunteer_admin_new_title = /** @type {(inputs: Volunteer_Admin_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschicht hinzufügen`)
};

export const volunteer_admin_no_name = /** @type {(inputs: Volunteer_Admin_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(kein Name)`)
};

export const volunteer_admin_no_past = /** @type {(inputs: Volunteer_Admin_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine vergangenen Schichten.`)
};

export const volunteer_admin_no_upcoming = /** @type {(inputs: Volunteer_Admin_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine anstehenden Schichten.`)
};

export const volunteer_admin_nobody_to_mark = /** @type {(inputs: Volunteer_Admin_Nobody_To_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gab niemanden zum Abhaken.`)
};

export const volunteer_admin_nobody_yet = /** @type {(inputs: Volunteer_Admin_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch niemand angemeldet.`)
};

export const volunteer_admin_recent_past = /** @type {(inputs: Volunteer_Admin_Recent_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuletzt (die letzten ${i?.count})`)
};

export const volunteer_admin_roster = /** @type {(inputs: Volunteer_Admin_RosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste`)
};

export const volunteer_admin_roster_of = /** @type {(inputs: Volunteer_Admin_Roster_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Liste von ${i?.title}`)
};

export const volunteer_admin_roster_title = /** @type {(inputs: Volunteer_Admin_Roster_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Liste: ${i?.title}`)
};

export const volunteer_admin_roster_title_fallback = /** @type {(inputs: Volunteer_Admin_Roster_Title_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste: Schicht`)
};

export const volunteer_admin_save = /** @type {(inputs: Volunteer_Admin_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern`)
};

export const volunteer_admin_save_attendance = /** @type {(inputs: Volunteer_Admin_Save_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwesenheit speichern`)
};

export const volunteer_admin_save_failed = /** @type {(inputs: Volunteer_Admin_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schicht konnte nicht gespeichert werden. Bitte versuch es noch mal.`)
};

export const volunteer_admin_saving = /** @type {(inputs: Volunteer_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert …`)
};

export const volunteer_admin_show_more = /** @type {(inputs: Volunteer_Admin_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr anstehende Schichten zeigen`)
};

export const volunteer_admin_spots_filled = /** @type {(inputs: Volunteer_Admin_Spots_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} von ${i?.needed} Plätzen besetzt · ${i?.waitlisted} auf der Warteliste`)
};

export const volunteer_admin_success = /** @type {(inputs: Volunteer_Admin_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erledigt`)
};

export const volunteer_admin_templates = /** @type {(inputs: Volunteer_Admin_TemplatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichtvorlagen`)
};

export const volunteer_admin_upcoming = /** @type {(inputs: Volunteer_Admin_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anstehend`)
};

export const volunteer_admin_updated = /** @type {(inputs: Volunteer_Admin_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Helferschicht „${i?.title}“ gespeichert.`)
};

export const volunteer_admin_volunteers = /** @type {(inputs: Volunteer_Admin_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helfer:innen`)
};

export const volunteer_admin_waitlist = /** @type {(inputs: Volunteer_Admin_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warteliste`)
};

export const volunteer_admin_waitlisted_count = /** @type {(inputs: Volunteer_Admin_Waitlisted_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} auf der Warteliste`)
};

export const volunteer_api_is_active = /** @type {(inputs: Volunteer_Api_Is_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`isActive muss true oder false sein`)
};

export const volunteer_api_signup_cancelled = /** @type {(inputs: Volunteer_Api_Signup_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Anmeldung zur Helferschicht ist abgesagt.`)
};

export const volunteer_cancel_contact = /** @type {(inputs: Volunteer_Cancel_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte sag bei der Koordination (${i?.contactInfo}) ab.`)
};

export const volunteer_cancel_contact_unnamed = /** @type {(inputs: Volunteer_Cancel_Contact_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte sag bei der Koordination ab.`)
};

export const volunteer_cancel_cutoff = /** @type {(inputs: Volunteer_Cancel_CutoffInputs) => LocalizedString} */ (i) => {const cutoffHoursPlural = registry.plural("de", i?.cutoffHours, {});
	if (cutoffHoursPlural === "one") return /** @type {LocalizedString} */ (`Online absagen geht nur bis ${i?.cutoffHours} Stunde vor Schichtbeginn.`);
	return /** @type {LocalizedString} */ (`Online absagen geht nur bis ${i?.cutoffHours} Stunden vor Schichtbeginn.`)
	
};

export const volunteer_cancel_signup_not_found = /** @type {(inputs: Volunteer_Cancel_Signup_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung zur Helferschicht nicht gefunden`)
};

export const volunteer_cancelled_by_coordinator = /** @type {(inputs: Volunteer_Cancelled_By_CoordinatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der Koordination abgesagt`)
};

export const volunteer_card_contact = /** @type {(inputs: Volunteer_Card_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ansprechperson: ${i?.contact}`)
};

export const volunteer_card_count = /** @type {(inputs: Volunteer_Card_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} von ${i?.needed} Helfer:innen`)
};

export const volunteer_card_for = /** @type {(inputs: Volunteer_Card_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für:`)
};

export const volunteer_category_community = /** @type {(inputs: Volunteer_Category_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeinschaft`)
};

export const volunteer_category_fundraising = /** @type {(inputs: Volunteer_Category_FundraisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spendenaktion`)
};

export const volunteer_category_general = /** @type {(inputs: Volunteer_Category_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allgemein`)
};

export const volunteer_category_match_day = /** @type {(inputs: Volunteer_Category_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieltag`)
};

export const volunteer_category_setup = /** @type {(inputs: Volunteer_Category_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufbau`)
};

export const volunteer_error_category = /** @type {(inputs: Volunteer_Error_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Spieltag, Gemeinschaft, Spendenaktion, Aufbau oder Allgemein`)
};

export const volunteer_error_date_invalid = /** @type {(inputs: Volunteer_Error_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib ein gültiges Datum ein, z. B. 2026-08-01`)
};

export const volunteer_error_date_required = /** @type {(inputs: Volunteer_Error_Date_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum fehlt`)
};

export const volunteer_error_end_before_start = /** @type {(inputs: Volunteer_Error_End_Before_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Ende muss nach dem Beginn liegen`)
};

export const volunteer_error_event = /** @type {(inputs: Volunteer_Error_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle einen Termin aus der Liste`)
};

export const volunteer_error_location_required = /** @type {(inputs: Volunteer_Error_Location_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort fehlt`)
};

export const volunteer_error_spots_max = /** @type {(inputs: Volunteer_Error_Spots_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es können höchstens ${i?.max} Plätze benötigt werden`)
};

export const volunteer_error_spots_min = /** @type {(inputs: Volunteer_Error_Spots_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es muss mindestens 1 Platz benötigt werden`)
};

export const volunteer_error_spots_whole = /** @type {(inputs: Volunteer_Error_Spots_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benötigte Plätze: eine ganze Zahl ab 1`)
};

export const volunteer_error_time_invalid = /** @type {(inputs: Volunteer_Error_Time_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} muss eine Uhrzeit wie 18:30 sein`)
};

export const volunteer_error_time_required = /** @type {(inputs: Volunteer_Error_Time_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} fehlt`)
};

export const volunteer_error_title_required = /** @type {(inputs: Volunteer_Error_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel fehlt`)
};

export const volunteer_event_not_found = /** @type {(inputs: Volunteer_Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Termin gibt es nicht: Wähle einen aus der Liste.`)
};

export const volunteer_field_category = /** @type {(inputs: Volunteer_Field_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorie`)
};

export const volunteer_field_contact = /** @type {(inputs: Volunteer_Field_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ansprechperson`)
};

export const volunteer_field_date = /** @type {(inputs: Volunteer_Field_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum`)
};

export const volunteer_field_description = /** @type {(inputs: Volunteer_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreibung`)
};

export const volunteer_field_end_time = /** @type {(inputs: Volunteer_Field_End_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ende`)
};

export const volunteer_field_event = /** @type {(inputs: Volunteer_Field_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termin (optional)`)
};

export const volunteer_field_location = /** @type {(inputs: Volunteer_Field_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

export const volunteer_field_physical_requirements = /** @type {(inputs: Volunteer_Field_Physical_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Körperliche Anforderungen`)
};

export const volunteer_field_spots_needed = /** @type {(inputs: Volunteer_Field_Spots_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benötigte Plätze`)
};

export const volunteer_field_start_time = /** @type {(inputs: Volunteer_Field_Start_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beginn`)
};

export const volunteer_field_title = /** @type {(inputs: Volunteer_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel`)
};

export const volunteer_form_contact_hint = /** @type {(inputs: Volunteer_Form_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wen die Helfer:innen am Tag fragen (Name, E-Mail oder Telefon). Optional.`)
};

export const volunteer_form_date_hint = /** @type {(inputs: Volunteer_Form_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schicht muss in der Zukunft beginnen.`)
};

export const volunteer_form_no_event = /** @type {(inputs: Volunteer_Form_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keiner`)
};

export const volunteer_form_physical_hint = /** @type {(inputs: Volunteer_Form_Physical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Z. B. 3 Stunden stehen, Kisten heben. Optional.`)
};

export const volunteer_form_time_zone_hint = /** @type {(inputs: Volunteer_Form_Time_Zone_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeit in ${i?.zone}.`)
};

export const volunteer_opportunity_cancelled = /** @type {(inputs: Volunteer_Opportunity_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Helferschicht wurde abgesagt und die Helfer:innen wurden informiert. Leg eine neue an, statt sie wieder zu öffnen.`)
};

export const volunteer_opportunity_not_found = /** @type {(inputs: Volunteer_Opportunity_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschicht nicht gefunden`)
};

export const volunteer_page_cancel_failed = /** @type {(inputs: Volunteer_Page_Cancel_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absagen hat nicht geklappt. Bitte versuch es noch mal.`)
};

export const volunteer_page_cancelled = /** @type {(inputs: Volunteer_Page_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Anmeldung zur Helferschicht ist abgesagt.`)
};

export const volunteer_page_categories = /** @type {(inputs: Volunteer_Page_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht-Kategorien`)
};

export const volunteer_page_description = /** @type {(inputs: Volunteer_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten am Spieltag und in der Gemeinschaft.`)
};

export const volunteer_page_empty = /** @type {(inputs: Volunteer_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerade keine Schichten`)
};

export const volunteer_page_empty_hint = /** @type {(inputs: Volunteer_Page_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schau bald wieder vorbei, neue Helferschichten kommen!`)
};

export const volunteer_page_error_title = /** @type {(inputs: Volunteer_Page_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

export const volunteer_page_filter_all = /** @type {(inputs: Volunteer_Page_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Schichten`)
};

export const volunteer_page_filter_community = /** @type {(inputs: Volunteer_Page_Filter_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeinschaft`)
};

export const volunteer_page_filter_fundraising = /** @type {(inputs: Volunteer_Page_Filter_FundraisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spendenaktionen`)
};

export const volunteer_page_filter_match_day = /** @type {(inputs: Volunteer_Page_Filter_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieltag`)
};

export const volunteer_page_filter_setup = /** @type {(inputs: Volunteer_Page_Filter_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufbau & Logistik`)
};

export const volunteer_page_heading = /** @type {(inputs: Volunteer_Page_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hilf mit bei ${i?.groupName}`)
};

export const volunteer_page_intro = /** @type {(inputs: Volunteer_Page_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pack mit an: am Spieltag, bei Spendenaktionen und in der Gemeinschaft.`)
};

export const volunteer_page_show_more = /** @type {(inputs: Volunteer_Page_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr Schichten zeigen`)
};

export const volunteer_page_signed_up = /** @type {(inputs: Volunteer_Page_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dich für diese Helferschicht angemeldet!`)
};

export const volunteer_page_signup_failed = /** @type {(inputs: Volunteer_Page_Signup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden hat nicht geklappt. Bitte versuch es noch mal.`)
};

export const volunteer_page_success_title = /** @type {(inputs: Volunteer_Page_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erledigt`)
};

export const volunteer_page_title = /** @type {(inputs: Volunteer_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mithelfen`)
};

export const volunteer_page_waitlisted = /** @type {(inputs: Volunteer_Page_WaitlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Schicht ist voll: Du bist Nr. ${i?.position} auf der Warteliste.`)
};

export const volunteer_page_why = /** @type {(inputs: Volunteer_Page_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warum mithelfen?`)
};

export const volunteer_page_why_give = /** @type {(inputs: Volunteer_Page_Why_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas zurückgeben`)
};

export const volunteer_page_why_give_text = /** @type {(inputs: Volunteer_Page_Why_Give_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsere Arbeit in der Gemeinschaft erreicht Familien in der ganzen Stadt, weit über das Stadion hinaus.`)
};

export const volunteer_page_why_independent = /** @type {(inputs: Volunteer_Page_Why_IndependentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unabhängig bleiben`)
};

export const volunteer_page_why_independent_text = /** @type {(inputs: Volunteer_Page_Why_Independent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gruppe lebt vom Mithelfen: Jede Schicht hält die Mitgliedschaft günstig und die Stimme der Fans laut.`)
};

export const volunteer_page_why_meet = /** @type {(inputs: Volunteer_Page_Why_MeetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Fans kennenlernen`)
};

export const volunteer_page_why_meet_text = /** @type {(inputs: Volunteer_Page_Why_Meet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über Schichten lernst du am schnellsten die Leute kennen, neben denen du jede Woche stehst.`)
};

export const volunteer_shifts_card_empty = /** @type {(inputs: Volunteer_Shifts_Card_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine anstehenden Helferschichten.`)
};

export const volunteer_shifts_card_find = /** @type {(inputs: Volunteer_Shifts_Card_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichten finden`)
};

export const volunteer_shifts_card_heading = /** @type {(inputs: Volunteer_Shifts_Card_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten`)
};

export const volunteer_signup_button = /** @type {(inputs: Volunteer_Signup_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mithelfen`)
};

export const volunteer_signup_cancel = /** @type {(inputs: Volunteer_Signup_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absagen`)
};

export const volunteer_signup_cancelling = /** @type {(inputs: Volunteer_Signup_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgesagt …`)
};

export const volunteer_signup_for = /** @type {(inputs: Volunteer_Signup_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bei ${i?.title}`)
};

export const volunteer_signup_join_waitlist = /** @type {(inputs: Volunteer_Signup_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf die Warteliste`)
};

export const volunteer_signup_leave_waitlist = /** @type {(inputs: Volunteer_Signup_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warteliste verlassen`)
};

export const volunteer_signup_not_found = /** @type {(inputs: Volunteer_Signup_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Helferschicht gibt es nicht.`)
};

export const volunteer_signup_on_waitlist = /** @type {(inputs: Volunteer_Signup_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du stehst auf der Warteliste (Nr. ${i?.position})`)
};

export const volunteer_signup_past = /** @type {(inputs: Volunteer_Signup_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Helferschicht hat schon begonnen, Anmeldungen sind geschlossen.`)
};

export const volunteer_signup_signed_up = /** @type {(inputs: Volunteer_Signup_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Du bist dabei`)
};

export const volunteer_signup_signing_up = /** @type {(inputs: Volunteer_Signup_Signing_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird angemeldet …`)
};

export const volunteer_spots_available = /** @type {(inputs: Volunteer_Spots_AvailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Platz frei`);
	return /** @type {LocalizedString} */ (`${i?.count} Plätze frei`)
	
};

export const volunteer_spots_below_confirmed = /** @type {(inputs: Volunteer_Spots_Below_ConfirmedInputs) => LocalizedString} */ (i) => {const confirmedPlural = registry.plural("de", i?.confirmed, {});
	if (confirmedPlural === "one") return /** @type {LocalizedString} */ (`Es können nicht weniger Plätze sein als die ${i?.confirmed} schon bestätigte Helfer:in.`);
	return /** @type {LocalizedString} */ (`Es können nicht weniger Plätze sein als die ${i?.confirmed} schon bestätigten Helfer:innen.`)
	
};

export const volunteer_spots_full = /** @type {(inputs: Volunteer_Spots_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voll`)
};

export const volunteer_start_in_past = /** @type {(inputs: Volunteer_Start_In_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schicht muss in der Zukunft beginnen: Wähle ein späteres Datum oder einen späteren Beginn.`)
};

export const volunteer_status_cancelled = /** @type {(inputs: Volunteer_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgesagt`)
};

export const volunteer_status_completed = /** @type {(inputs: Volunteer_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erledigt`)
};

export const volunteer_status_confirmed = /** @type {(inputs: Volunteer_Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigt`)
};

export const volunteer_status_no_show = /** @type {(inputs: Volunteer_Status_No_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht erschienen`)
};

export const volunteer_status_pending = /** @type {(inputs: Volunteer_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offen`)
};

export const volunteer_status_waitlisted = /** @type {(inputs: Volunteer_Status_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Warteliste`)
};

export const volunteer_template_name_taken = /** @type {(inputs: Volunteer_Template_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt schon eine Vorlage mit diesem Namen`)
};

export const volunteer_template_not_found = /** @type {(inputs: Volunteer_Template_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichtvorlage nicht gefunden`)
};