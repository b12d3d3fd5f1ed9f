/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Away_Admin_BallotsInputs */
/** @typedef {{}} Away_Admin_Choose_MatchInputs */
/** @typedef {{}} Away_Admin_Col_AppliedInputs */
/** @typedef {{}} Away_Admin_Col_PhaseInputs */
/** @typedef {{}} Away_Admin_Col_PriceInputs */
/** @typedef {{}} Away_Admin_CreateInputs */
/** @typedef {{}} Away_Admin_DashboardInputs */
/** @typedef {{}} Away_Admin_Field_ClosesInputs */
/** @typedef {{}} Away_Admin_Field_MatchInputs */
/** @typedef {{}} Away_Admin_Field_OpensInputs */
/** @typedef {{}} Away_Admin_Field_Pay_HoursInputs */
/** @typedef {{}} Away_Admin_Field_Per_ApplicationInputs */
/** @typedef {{ symbol: NonNullable<unknown> }} Away_Admin_Field_PriceInputs */
/** @typedef {{}} Away_Admin_Field_TicketsInputs */
/** @typedef {{}} Away_Admin_List_IntroInputs */
/** @typedef {{}} Away_Admin_List_TitleInputs */
/** @typedef {{}} Away_Admin_Members_OnlyInputs */
/** @typedef {{}} Away_Admin_New_BallotInputs */
/** @typedef {{}} Away_Admin_New_IntroInputs */
/** @typedef {{}} Away_Admin_New_TitleInputs */
/** @typedef {{}} Away_Admin_No_BallotsInputs */
/** @typedef {{}} Away_Admin_OpenInputs */
/** @typedef {{ title: NonNullable<unknown> }} Away_Admin_Open_BallotInputs */
/** @typedef {{}} Away_Admin_Per_Application_HintInputs */
/** @typedef {{}} Away_Admin_SavingInputs */
/** @typedef {{}} Away_Admin_SuccessInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Away_Admin_Zone_HintInputs */
/** @typedef {{}} Away_Api_No_Drawn_BallotInputs */
/** @typedef {{}} Away_Ballot_A_MemberInputs */
/** @typedef {{}} Away_Ballot_AppliedInputs */
/** @typedef {{}} Away_Ballot_ApplyInputs */
/** @typedef {{}} Away_Ballot_ApplyingInputs */
/** @typedef {{}} Away_Ballot_BackInputs */
/** @typedef {{}} Away_Ballot_ClosedInputs */
/** @typedef {{}} Away_Ballot_DeclineInputs */
/** @typedef {{}} Away_Ballot_Join_PairInputs */
/** @typedef {{}} Away_Ballot_Lost_PointInputs */
/** @typedef {{ who: NonNullable<unknown> }} Away_Ballot_Named_YouInputs */
/** @typedef {{ date: NonNullable<unknown> }} Away_Ballot_Opens_AtInputs */
/** @typedef {{}} Away_Ballot_Partner_HintInputs */
/** @typedef {{}} Away_Ballot_Partner_LabelInputs */
/** @typedef {{ date: NonNullable<unknown> }} Away_Ballot_Pay_By_OnlineInputs */
/** @typedef {{ date: NonNullable<unknown> }} Away_Ballot_Pay_By_TableInputs */
/** @typedef {{}} Away_Ballot_Pay_OnlineInputs */
/** @typedef {{}} Away_Ballot_See_DrawInputs */
/** @typedef {{}} Away_Ballot_Sign_InInputs */
/** @typedef {{}} Away_Ballot_Sign_In_To_ApplyInputs */
/** @typedef {{ status: NonNullable<unknown>, position: NonNullable<unknown> }} Away_Ballot_Status_PositionInputs */
/** @typedef {{ title: NonNullable<unknown> }} Away_Ballot_TitleInputs */
/** @typedef {{ name: NonNullable<unknown>, memberId: NonNullable<unknown> }} Away_Ballot_With_PartnerInputs */
/** @typedef {{}} Away_Ballot_WithdrawInputs */
/** @typedef {{}} Away_Ballot_Withdraw_PairInputs */
/** @typedef {{}} Away_Ballot_Your_ApplicationInputs */
/** @typedef {{ title: NonNullable<unknown> }} Away_Checkout_LineInputs */
/** @typedef {{}} Away_Coach_Book_SeatInputs */
/** @typedef {{}} Away_Coach_Cancel_SeatInputs */
/** @typedef {{}} Away_Coach_HeadingInputs */
/** @typedef {{}} Away_Coach_Pickup_PointInputs */
/** @typedef {{}} Away_Coach_Pickup_PointsInputs */
/** @typedef {{ price: NonNullable<unknown>, left: NonNullable<unknown> }} Away_Coach_Price_LeftInputs */
/** @typedef {{ place: NonNullable<unknown> }} Away_Coach_Your_SeatInputs */
/** @typedef {{}} Away_Event_AppliedInputs */
/** @typedef {{}} Away_Event_Did_Not_ApplyInputs */
/** @typedef {{}} Away_Event_Link_ApplyInputs */
/** @typedef {{}} Away_Event_Link_SeeInputs */
/** @typedef {{}} Away_Event_Named_PartnerInputs */
/** @typedef {{}} Away_Event_Not_AppliedInputs */
/** @typedef {{}} Away_Facts_AnyoneInputs */
/** @typedef {{ applicants: NonNullable<unknown> }} Away_Facts_Applicants_CountInputs */
/** @typedef {{}} Away_Facts_ApplicationsInputs */
/** @typedef {{ applications: NonNullable<unknown> }} Away_Facts_Applications_CountInputs */
/** @typedef {{}} Away_Facts_Applied_So_FarInputs */
/** @typedef {{ applications: NonNullable<unknown>, applicants: NonNullable<unknown> }} Away_Facts_Applied_ValueInputs */
/** @typedef {{}} Away_Facts_HowInputs */
/** @typedef {{}} Away_Facts_LabelInputs */
/** @typedef {{}} Away_Facts_MatchInputs */
/** @typedef {{}} Away_Facts_MembersInputs */
/** @typedef {{}} Away_Facts_One_TicketInputs */
/** @typedef {{}} Away_Facts_PayingInputs */
/** @typedef {{ hours: NonNullable<unknown> }} Away_Facts_Paying_ValueInputs */
/** @typedef {{}} Away_Facts_Per_ApplicationInputs */
/** @typedef {{}} Away_Facts_PointsInputs */
/** @typedef {{}} Away_Facts_Seed_CommitmentInputs */
/** @typedef {{}} Away_Facts_Seed_TextInputs */
/** @typedef {{}} Away_Facts_StatusInputs */
/** @typedef {{}} Away_Facts_The_DrawInputs */
/** @typedef {{}} Away_Facts_TicketsInputs */
/** @typedef {{ tickets: NonNullable<unknown>, price: NonNullable<unknown> }} Away_Facts_Tickets_ValueInputs */
/** @typedef {{}} Away_Facts_Two_TicketsInputs */
/** @typedef {{}} Away_Facts_WhoInputs */
/** @typedef {{ opens: NonNullable<unknown>, closes: NonNullable<unknown> }} Away_Facts_WindowInputs */
/** @typedef {{}} Away_Form_Close_After_OpenInputs */
/** @typedef {{}} Away_Form_Closes_InvalidInputs */
/** @typedef {{}} Away_Form_Match_ChooseInputs */
/** @typedef {{}} Away_Form_Max_Per_ApplicationInputs */
/** @typedef {{}} Away_Form_Opens_InvalidInputs */
/** @typedef {{}} Away_Form_Pay_HoursInputs */
/** @typedef {{}} Away_Form_Pickup_NoneInputs */
/** @typedef {{}} Away_Form_Pickup_Place_MissingInputs */
/** @typedef {{}} Away_Form_Pickup_PointInputs */
/** @typedef {{}} Away_Form_Pickup_Time_InvalidInputs */
/** @typedef {{}} Away_Form_Pickup_Time_MissingInputs */
/** @typedef {{}} Away_Form_PriceInputs */
/** @typedef {{}} Away_Form_Price_RequiredInputs */
/** @typedef {{}} Away_Form_SeatsInputs */
/** @typedef {{}} Away_Form_TicketsInputs */
/** @typedef {{ label: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Away_Form_Whole_NumberInputs */
/** @typedef {{ date: NonNullable<unknown> }} Away_List_ClosesInputs */
/** @typedef {{}} Away_List_DescriptionInputs */
/** @typedef {{}} Away_List_EmptyInputs */
/** @typedef {{}} Away_List_IntroInputs */
/** @typedef {{ date: NonNullable<unknown> }} Away_List_OpensInputs */
/** @typedef {{ applications: NonNullable<unknown>, tickets: NonNullable<unknown> }} Away_List_TicketsInputs */
/** @typedef {{}} Away_List_TitleInputs */
/** @typedef {{}} Away_Phase_ClosedInputs */
/** @typedef {{}} Away_Phase_DrawnInputs */
/** @typedef {{}} Away_Phase_OpenInputs */
/** @typedef {{}} Away_Phase_UpcomingInputs */
/** @typedef {{}} Away_Refusal_Already_AppliedInputs */
/** @typedef {{}} Away_Refusal_Already_DrawnInputs */
/** @typedef {{}} Away_Refusal_ClosedInputs */
/** @typedef {{}} Away_Refusal_Members_OnlyInputs */
/** @typedef {{}} Away_Refusal_No_ApplicationInputs */
/** @typedef {{}} Away_Refusal_No_PartnersInputs */
/** @typedef {{}} Away_Refusal_Not_FoundInputs */
/** @typedef {{}} Away_Refusal_Not_Open_YetInputs */
/** @typedef {{}} Away_Refusal_Partner_Id_InvalidInputs */
/** @typedef {{}} Away_Refusal_Partner_Is_YouInputs */
/** @typedef {{}} Away_Refusal_Window_OpenInputs */
/** @typedef {{}} Away_Result_BackInputs */
/** @typedef {{}} Away_Result_Check_BeforeInputs */
/** @typedef {{}} Away_Result_Check_MiddleInputs */
/** @typedef {{}} Away_Result_Col_Member_IdsInputs */
/** @typedef {{}} Away_Result_Col_PointsInputs */
/** @typedef {{}} Away_Result_Col_PositionInputs */
/** @typedef {{}} Away_Result_Col_ResultInputs */
/** @typedef {{}} Away_Result_Col_WeightInputs */
/** @typedef {{}} Away_Result_CommitmentInputs */
/** @typedef {{}} Away_Result_Not_DrawnInputs */
/** @typedef {{}} Away_Result_Order_HeadingInputs */
/** @typedef {{}} Away_Result_Order_ScrollInputs */
/** @typedef {{}} Away_Result_Published_DataInputs */
/** @typedef {{}} Away_Result_SeedInputs */
/** @typedef {{}} Away_Result_Seed_HeadingInputs */
/** @typedef {{ date: NonNullable<unknown>, tickets: NonNullable<unknown>, applications: NonNullable<unknown> }} Away_Result_SummaryInputs */
/** @typedef {{ match: NonNullable<unknown> }} Away_Result_TitleInputs */
/** @typedef {{}} Away_Result_Title_PlainInputs */
/** @typedef {{}} Away_Result_YouInputs */
/** @typedef {{}} Away_Status_AppliedInputs */
/** @typedef {{}} Away_Status_OfferedInputs */
/** @typedef {{}} Away_Status_PaidInputs */
/** @typedef {{}} Away_Status_PassedInputs */
/** @typedef {{}} Away_Status_WaitingInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Away_Status_Waiting_ReasonInputs */
/** @typedef {{}} Away_Text_AppliedInputs */
/** @typedef {{}} Away_Text_CreatedInputs */
/** @typedef {{ waiting: NonNullable<unknown>, placed: NonNullable<unknown> }} Away_Text_DrawnInputs */
/** @typedef {{}} Away_Text_Match_LinkInputs */
/** @typedef {{}} Away_Text_Match_Not_FoundInputs */
/** @typedef {{}} Away_Text_No_Away_MatchesInputs */
/** @typedef {{}} Away_Text_Not_Away_MatchInputs */
/** @typedef {{}} Away_Text_Not_OfferedInputs */
/** @typedef {{}} Away_Text_PaidInputs */
/** @typedef {{}} Away_Text_Pair_DeclinedInputs */
/** @typedef {{}} Away_Text_Pair_JoinedInputs */
/** @typedef {{}} Away_Text_Pay_At_TableInputs */
/** @typedef {{}} Away_Text_Payment_Not_StartedInputs */
/** @typedef {{}} Away_Text_Seat_BookedInputs */
/** @typedef {{}} Away_Text_Seat_CancelledInputs */
/** @typedef {{}} Away_Text_Too_Late_OnlineInputs */
/** @typedef {{}} Away_Text_Trip_AddedInputs */
/** @typedef {{}} Away_Text_Trip_ChangedInputs */
/** @typedef {{ memberId: NonNullable<unknown> }} Away_Text_Waiting_For_PartnerInputs */
/** @typedef {{}} Away_Text_WithdrawnInputs */
/** @typedef {{}} Away_Toast_AppliedInputs */
/** @typedef {{}} Away_Toast_BallotInputs */
/** @typedef {{}} Away_Toast_CoachInputs */
/** @typedef {{}} Away_Toast_WithdrawnInputs */
/** @typedef {{}} Away_Trip_Already_BookedInputs */
/** @typedef {{}} Away_Trip_Bad_PickupInputs */
/** @typedef {{}} Away_Trip_Coach_FullInputs */
/** @typedef {{}} Away_Trip_ExistsInputs */
/** @typedef {{}} Away_Trip_No_PlaceInputs */
/** @typedef {{}} Away_Trip_No_SeatInputs */
/** @typedef {{}} Away_Trip_No_TripInputs */
/** @typedef {{}} Away_Trip_Pickup_In_UseInputs */
/** @typedef {{}} Away_Trip_Pickups_ChangedInputs */
/** @typedef {{}} Away_Trip_Seats_Below_BookedInputs */
/** @typedef {{}} Away_Unknown_RequestInputs */
/** @typedef {{}} Away_Waiting_Not_ReachedInputs */
/** @typedef {{ left: NonNullable<unknown>, needed: NonNullable<unknown> }} Away_Waiting_SkippedInputs */
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
/** @typedef {{}} Membership_Admin_Active_Expiry_MissingInputs */
/** @typedef {{}} Membership_Admin_Active_Expiry_PastInputs */
/** @typedef {{}} Membership_Admin_Last_AdminInputs */
/** @typedef {{}} Membership_Admin_Member_Not_FoundInputs */
/** @typedef {{}} Membership_Admin_Use_Grant_LifetimeInputs */
/** @typedef {{}} Membership_Already_Renews_By_CardInputs */
/** @typedef {{ tier: NonNullable<unknown>, price: NonNullable<unknown>, amount: NonNullable<unknown>, label: NonNullable<unknown> }} Membership_Amount_DiffersInputs */
/** @typedef {{}} Membership_Ballot_Formula_KeyInputs */
/** @typedef {{}} Membership_Ballot_Formula_NumberInputs */
/** @typedef {{}} Membership_Ballot_Formula_PlacesInputs */
/** @typedef {{ base: NonNullable<unknown> }} Membership_Ballot_Formula_WeightInputs */
/** @typedef {{}} Membership_Confirm_Amount_LabelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Membership_Expiry_ExpiredInputs */
/** @typedef {{}} Membership_Expiry_Lifetime_DateInputs */
/** @typedef {{}} Membership_Expiry_Lifetime_NoteInputs */
/** @typedef {{}} Membership_Expiry_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Membership_Expiry_RemainingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Membership_Expiry_WarningInputs */
/** @typedef {{ max: NonNullable<unknown> }} Membership_Family_LimitInputs */
/** @typedef {{}} Membership_Family_Not_MemberInputs */
/** @typedef {{}} Membership_Lifetime_Nothing_To_BuyInputs */
/** @typedef {{ tier: NonNullable<unknown> }} Membership_Line_NameInputs */
/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_Ballots_LostInputs */
/** @typedef {{ hours: NonNullable<unknown>, count: NonNullable<unknown> }} Membership_Loyalty_HoursInputs */
/** @typedef {{ text: NonNullable<unknown>, count: NonNullable<unknown> }} Membership_Loyalty_LineInputs */
/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_MatchesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_Rule_BallotsInputs */
/** @typedef {{ seasons: NonNullable<unknown>, count: NonNullable<unknown> }} Membership_Loyalty_Rule_HoursInputs */
/** @typedef {{ seasons: NonNullable<unknown>, count: NonNullable<unknown> }} Membership_Loyalty_Rule_MatchesInputs */
/** @typedef {{}} Membership_Loyalty_Rule_Members_OnlyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_Rule_YearsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_Seasons_Last_NInputs */
/** @typedef {{}} Membership_Loyalty_Seasons_ThisInputs */
/** @typedef {{}} Membership_Loyalty_Seasons_This_And_LastInputs */
/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_YearsInputs */
/** @typedef {{}} Membership_Member_Fallback_NameInputs */
/** @typedef {{}} Membership_Payment_Bank_TransferInputs */
/** @typedef {{}} Membership_Payment_Card_TerminalInputs */
/** @typedef {{}} Membership_Payment_CashInputs */
/** @typedef {{}} Membership_Payment_ChequeInputs */
/** @typedef {{}} Membership_Payment_OtherInputs */
/** @typedef {{}} Membership_Perk_CardInputs */
/** @typedef {{}} Membership_Perk_Early_NoticeInputs */
/** @typedef {{}} Membership_Perk_Everything_RoadieInputs */
/** @typedef {{}} Membership_Perk_Everything_SupporterInputs */
/** @typedef {{}} Membership_Perk_Honour_RollInputs */
/** @typedef {{}} Membership_Perk_Merch_PricingInputs */
/** @typedef {{}} Membership_Perk_NewsletterInputs */
/** @typedef {{}} Membership_Perk_RsvpInputs */
/** @typedef {{}} Membership_Perk_ScarfInputs */
/** @typedef {{}} Membership_Perk_Ticket_ExchangeInputs */
/** @typedef {{}} Membership_Perk_Vip_GatheringsInputs */
/** @typedef {{}} Membership_Perk_Vip_PackInputs */
/** @typedef {{}} Membership_Status_ActiveInputs */
/** @typedef {{}} Membership_Status_CancelledInputs */
/** @typedef {{}} Membership_Status_ExpiredInputs */
/** @typedef {{}} Membership_Status_InactiveInputs */
/** @typedef {{}} Membership_Status_LifetimeInputs */
/** @typedef {{}} Membership_Status_PendingInputs */
/** @typedef {{}} Membership_Type_AnnualInputs */
/** @typedef {{}} Membership_Type_LifetimeInputs */
/** @typedef {{}} Membership_Type_MonthlyInputs */
/** @typedef {{}} Membership_Type_NoneInputs */
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


export const away_admin_ballots = /** @type {(inputs: Away_Admin_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballots`)
};

export const away_admin_choose_match = /** @type {(inputs: Away_Admin_Choose_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a match`)
};

export const away_admin_col_applied = /** @type {(inputs: Away_Admin_Col_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied`)
};

export const away_admin_col_phase = /** @type {(inputs: Away_Admin_Col_PhaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phase`)
};

export const away_admin_col_price = /** @type {(inputs: Away_Admin_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price`)
};

export const away_admin_create = /** @type {(inputs: Away_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create ballot`)
};

export const away_admin_dashboard = /** @type {(inputs: Away_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const away_admin_field_closes = /** @type {(inputs: Away_Admin_Field_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications close`)
};

export const away_admin_field_match = /** @type {(inputs: Away_Admin_Field_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match`)
};

export const away_admin_field_opens = /** @type {(inputs: Away_Admin_Field_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications open`)
};

export const away_admin_field_pay_hours = /** @type {(inputs: Away_Admin_Field_Pay_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours to pay once offered`)
};

export const away_admin_field_per_application = /** @type {(inputs: Away_Admin_Field_Per_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets per application`)
};

export const away_admin_field_price = /** @type {(inputs: Away_Admin_Field_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price (${i?.symbol})`)
};

export const away_admin_field_tickets = /** @type {(inputs: Away_Admin_Field_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const away_admin_list_intro = /** @type {(inputs: Away_Admin_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets for an away match, applied for in a window and drawn by ballot once it closes, weighted by loyalty points.`)
};

export const away_admin_list_title = /** @type {(inputs: Away_Admin_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away ballots`)
};

export const away_admin_members_only = /** @type {(inputs: Away_Admin_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only: only active and lifetime members may apply`)
};

export const away_admin_new_ballot = /** @type {(inputs: Away_Admin_New_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New ballot`)
};

export const away_admin_new_intro = /** @type {(inputs: Away_Admin_New_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members apply while the window is open; once it closes you draw the ballot, and the places offered are paid within the hours you set.`)
};

export const away_admin_new_title = /** @type {(inputs: Away_Admin_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New away ballot`)
};

export const away_admin_no_ballots = /** @type {(inputs: Away_Admin_No_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ballots yet.`)
};

export const away_admin_open = /** @type {(inputs: Away_Admin_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const away_admin_open_ballot = /** @type {(inputs: Away_Admin_Open_BallotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open the ballot for ${i?.title}`)
};

export const away_admin_per_application_hint = /** @type {(inputs: Away_Admin_Per_Application_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2: a member may apply with a partner.`)
};

export const away_admin_saving = /** @type {(inputs: Away_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

export const away_admin_success = /** @type {(inputs: Away_Admin_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

export const away_admin_zone_hint = /** @type {(inputs: Away_Admin_Zone_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In ${i?.zone} time.`)
};

export const away_api_no_drawn_ballot = /** @type {(inputs: Away_Api_No_Drawn_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No drawn ballot with that id.`)
};

export const away_ballot_a_member = /** @type {(inputs: Away_Ballot_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A member`)
};

export const away_ballot_applied = /** @type {(inputs: Away_Ballot_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have applied.`)
};

export const away_ballot_apply = /** @type {(inputs: Away_Ballot_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply`)
};

export const away_ballot_applying = /** @type {(inputs: Away_Ballot_ApplyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applying...`)
};

export const away_ballot_back = /** @type {(inputs: Away_Ballot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All away ballots`)
};

export const away_ballot_closed = /** @type {(inputs: Away_Ballot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications are closed.`)
};

export const away_ballot_decline = /** @type {(inputs: Away_Ballot_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

export const away_ballot_join_pair = /** @type {(inputs: Away_Ballot_Join_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the pair`)
};

export const away_ballot_lost_point = /** @type {(inputs: Away_Ballot_Lost_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This lost ballot adds a point to your next ballot this season.`)
};

export const away_ballot_named_you = /** @type {(inputs: Away_Ballot_Named_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} named you as their partner: two tickets, won or lost together, weighted by the mean of your points.`)
};

export const away_ballot_opens_at = /** @type {(inputs: Away_Ballot_Opens_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Applications open ${i?.date}.`)
};

export const away_ballot_partner_hint = /** @type {(inputs: Away_Ballot_Partner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To apply for two tickets with another member: the ID on their member card, e.g. #1A2B3C4D. You win or lose together.`)
};

export const away_ballot_partner_label = /** @type {(inputs: Away_Ballot_Partner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner's Member ID (optional)`)
};

export const away_ballot_pay_by_online = /** @type {(inputs: Away_Ballot_Pay_By_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay by ${i?.date}, online or at the table. A place not paid by then passes down the order.`)
};

export const away_ballot_pay_by_table = /** @type {(inputs: Away_Ballot_Pay_By_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay by ${i?.date}, at the table. A place not paid by then passes down the order.`)
};

export const away_ballot_pay_online = /** @type {(inputs: Away_Ballot_Pay_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay online`)
};

export const away_ballot_see_draw = /** @type {(inputs: Away_Ballot_See_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the draw and how to check it`)
};

export const away_ballot_sign_in = /** @type {(inputs: Away_Ballot_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const away_ballot_sign_in_to_apply = /** @type {(inputs: Away_Ballot_Sign_In_To_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to apply.`)
};

export const away_ballot_status_position = /** @type {(inputs: Away_Ballot_Status_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} · number ${i?.position} in the order`)
};

export const away_ballot_title = /** @type {(inputs: Away_Ballot_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Away ballot: ${i?.title}`)
};

export const away_ballot_with_partner = /** @type {(inputs: Away_Ballot_With_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` With ${i?.name} (${i?.memberId}).`)
};

export const away_ballot_withdraw = /** @type {(inputs: Away_Ballot_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw application`)
};

export const away_ballot_withdraw_pair = /** @type {(inputs: Away_Ballot_Withdraw_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawing takes the pair out: your partner's application goes too.`)
};

export const away_ballot_your_application = /** @type {(inputs: Away_Ballot_Your_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application`)
};

export const away_checkout_line = /** @type {(inputs: Away_Checkout_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Away ticket: ${i?.title}`)
};

export const away_coach_book_seat = /** @type {(inputs: Away_Coach_Book_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a seat`)
};

export const away_coach_cancel_seat = /** @type {(inputs: Away_Coach_Cancel_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel my seat`)
};

export const away_coach_heading = /** @type {(inputs: Away_Coach_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach`)
};

export const away_coach_pickup_point = /** @type {(inputs: Away_Coach_Pickup_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup point`)
};

export const away_coach_pickup_points = /** @type {(inputs: Away_Coach_Pickup_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup points`)
};

export const away_coach_price_left = /** @type {(inputs: Away_Coach_Price_LeftInputs) => LocalizedString} */ (i) => {const leftPlural = registry.plural("en", i?.left, {});
	if (leftPlural === "one") return /** @type {LocalizedString} */ (`${i?.price} a seat, paid at pickup · ${i?.left} seat left`);
	return /** @type {LocalizedString} */ (`${i?.price} a seat, paid at pickup · ${i?.left} seats left`)
	
};

export const away_coach_your_seat = /** @type {(inputs: Away_Coach_Your_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your seat: pickup at ${i?.place}.`)
};

export const away_event_applied = /** @type {(inputs: Away_Event_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have applied.`)
};

export const away_event_did_not_apply = /** @type {(inputs: Away_Event_Did_Not_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You did not apply.`)
};

export const away_event_link_apply = /** @type {(inputs: Away_Event_Link_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply for away tickets`)
};

export const away_event_link_see = /** @type {(inputs: Away_Event_Link_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the ballot`)
};

export const away_event_named_partner = /** @type {(inputs: Away_Event_Named_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were named as a partner: answer on the ballot's page.`)
};

export const away_event_not_applied = /** @type {(inputs: Away_Event_Not_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not applied.`)
};

export const away_facts_anyone = /** @type {(inputs: Away_Facts_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone signed in`)
};

export const away_facts_applicants_count = /** @type {(inputs: Away_Facts_Applicants_CountInputs) => LocalizedString} */ (i) => {const applicantsPlural = registry.plural("en", i?.applicants, {});
	if (applicantsPlural === "one") return /** @type {LocalizedString} */ (`${i?.applicants} member`);
	return /** @type {LocalizedString} */ (`${i?.applicants} members`)
	
};

export const away_facts_applications = /** @type {(inputs: Away_Facts_ApplicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications`)
};

export const away_facts_applications_count = /** @type {(inputs: Away_Facts_Applications_CountInputs) => LocalizedString} */ (i) => {const applicationsPlural = registry.plural("en", i?.applications, {});
	if (applicationsPlural === "one") return /** @type {LocalizedString} */ (`${i?.applications} application`);
	return /** @type {LocalizedString} */ (`${i?.applications} applications`)
	
};

export const away_facts_applied_so_far = /** @type {(inputs: Away_Facts_Applied_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied so far`)
};

export const away_facts_applied_value = /** @type {(inputs: Away_Facts_Applied_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.applications} (${i?.applicants})`)
};

export const away_facts_how = /** @type {(inputs: Away_Facts_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the draw works`)
};

export const away_facts_label = /** @type {(inputs: Away_Facts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ballot`)
};

export const away_facts_match = /** @type {(inputs: Away_Facts_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match`)
};

export const away_facts_members = /** @type {(inputs: Away_Facts_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active and lifetime members`)
};

export const away_facts_one_ticket = /** @type {(inputs: Away_Facts_One_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 ticket`)
};

export const away_facts_paying = /** @type {(inputs: Away_Facts_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying`)
};

export const away_facts_paying_value = /** @type {(inputs: Away_Facts_Paying_ValueInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("en", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Within ${i?.hours} hour of a place being offered; then it passes on`);
	return /** @type {LocalizedString} */ (`Within ${i?.hours} hours of a place being offered; then it passes on`)
	
};

export const away_facts_per_application = /** @type {(inputs: Away_Facts_Per_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per application`)
};

export const away_facts_points = /** @type {(inputs: Away_Facts_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points, counted when the draw is made:`)
};

export const away_facts_seed_commitment = /** @type {(inputs: Away_Facts_Seed_CommitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed commitment (SHA-256)`)
};

export const away_facts_seed_text = /** @type {(inputs: Away_Facts_Seed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seed is fixed when the ballot is created; only its SHA-256 is shown until the draw, when the seed itself is published, so anyone can check it was not chosen afterwards and recompute the order.`)
};

export const away_facts_status = /** @type {(inputs: Away_Facts_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const away_facts_the_draw = /** @type {(inputs: Away_Facts_The_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The draw:`)
};

export const away_facts_tickets = /** @type {(inputs: Away_Facts_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const away_facts_tickets_value = /** @type {(inputs: Away_Facts_Tickets_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tickets} at ${i?.price} each`)
};

export const away_facts_two_tickets = /** @type {(inputs: Away_Facts_Two_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 or 2 tickets (with a partner)`)
};

export const away_facts_who = /** @type {(inputs: Away_Facts_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who may apply`)
};

export const away_facts_window = /** @type {(inputs: Away_Facts_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.opens} to ${i?.closes}`)
};

export const away_form_close_after_open = /** @type {(inputs: Away_Form_Close_After_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications must close after they open`)
};

export const away_form_closes_invalid = /** @type {(inputs: Away_Form_Closes_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter when applications close, as a date and time`)
};

export const away_form_match_choose = /** @type {(inputs: Away_Form_Match_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a match from the list`)
};

export const away_form_max_per_application = /** @type {(inputs: Away_Form_Max_Per_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose 1 or 2 tickets per application`)
};

export const away_form_opens_invalid = /** @type {(inputs: Away_Form_Opens_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter when applications open, as a date and time`)
};

export const away_form_pay_hours = /** @type {(inputs: Away_Form_Pay_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours to pay`)
};

export const away_form_pickup_none = /** @type {(inputs: Away_Form_Pickup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter at least one pickup point`)
};

export const away_form_pickup_place_missing = /** @type {(inputs: Away_Form_Pickup_Place_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter where the coach picks up`)
};

export const away_form_pickup_point = /** @type {(inputs: Away_Form_Pickup_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup point`)
};

export const away_form_pickup_time_invalid = /** @type {(inputs: Away_Form_Pickup_Time_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the pickup time as a date and time`)
};

export const away_form_pickup_time_missing = /** @type {(inputs: Away_Form_Pickup_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter when the coach picks up here`)
};

export const away_form_price = /** @type {(inputs: Away_Form_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price`)
};

export const away_form_price_required = /** @type {(inputs: Away_Form_Price_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price is required`)
};

export const away_form_seats = /** @type {(inputs: Away_Form_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

export const away_form_tickets = /** @type {(inputs: Away_Form_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const away_form_whole_number = /** @type {(inputs: Away_Form_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a whole number from ${i?.min} to ${i?.max}`)
};

export const away_list_closes = /** @type {(inputs: Away_List_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · closes ${i?.date}`)
};

export const away_list_description = /** @type {(inputs: Away_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket ballots for away matches, drawn by a published rule that rewards loyalty.`)
};

export const away_list_empty = /** @type {(inputs: Away_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No away ballots yet.`)
};

export const away_list_intro = /** @type {(inputs: Away_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The club gives us fewer away tickets than members who want them. Apply while a ballot is open; the draw weighs loyalty points, and anyone can check it afterwards.`)
};

export const away_list_opens = /** @type {(inputs: Away_List_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · opens ${i?.date}`)
};

export const away_list_tickets = /** @type {(inputs: Away_List_TicketsInputs) => LocalizedString} */ (i) => {const ticketsPlural = registry.plural("en", i?.tickets, {});
	if (ticketsPlural === "one") return /** @type {LocalizedString} */ (`${i?.tickets} ticket · ${i?.applications} applied`);
	return /** @type {LocalizedString} */ (`${i?.tickets} tickets · ${i?.applications} applied`)
	
};

export const away_list_title = /** @type {(inputs: Away_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away days`)
};

export const away_phase_closed = /** @type {(inputs: Away_Phase_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed: the draw is next`)
};

export const away_phase_drawn = /** @type {(inputs: Away_Phase_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drawn`)
};

export const away_phase_open = /** @type {(inputs: Away_Phase_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open for applications`)
};

export const away_phase_upcoming = /** @type {(inputs: Away_Phase_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not open yet`)
};

export const away_refusal_already_applied = /** @type {(inputs: Away_Refusal_Already_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already applied to this ballot.`)
};

export const away_refusal_already_drawn = /** @type {(inputs: Away_Refusal_Already_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot has already been drawn.`)
};

export const away_refusal_closed = /** @type {(inputs: Away_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications are closed.`)
};

export const away_refusal_members_only = /** @type {(inputs: Away_Refusal_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot is for members only. Join or renew to apply.`)
};

export const away_refusal_no_application = /** @type {(inputs: Away_Refusal_No_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no application to this ballot.`)
};

export const away_refusal_no_partners = /** @type {(inputs: Away_Refusal_No_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot takes one ticket per application.`)
};

export const away_refusal_not_found = /** @type {(inputs: Away_Refusal_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballot not found.`)
};

export const away_refusal_not_open_yet = /** @type {(inputs: Away_Refusal_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications have not opened yet.`)
};

export const away_refusal_partner_id_invalid = /** @type {(inputs: Away_Refusal_Partner_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Member ID is # and 8 letters or digits, as on the member card (e.g. #1A2B3C4D).`)
};

export const away_refusal_partner_is_you = /** @type {(inputs: Away_Refusal_Partner_Is_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is your own Member ID. Enter your partner's.`)
};

export const away_refusal_window_open = /** @type {(inputs: Away_Refusal_Window_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The draw can only be made once applications have closed.`)
};

export const away_result_back = /** @type {(inputs: Away_Result_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ballot`)
};

export const away_result_check_before = /** @type {(inputs: Away_Result_Check_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To check the draw yourself, run`)
};

export const away_result_check_middle = /** @type {(inputs: Away_Result_Check_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in a copy of this app, or recompute it from`)
};

export const away_result_col_member_ids = /** @type {(inputs: Away_Result_Col_Member_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member IDs`)
};

export const away_result_col_points = /** @type {(inputs: Away_Result_Col_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

export const away_result_col_position = /** @type {(inputs: Away_Result_Col_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Position`)
};

export const away_result_col_result = /** @type {(inputs: Away_Result_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

export const away_result_col_weight = /** @type {(inputs: Away_Result_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

export const away_result_commitment = /** @type {(inputs: Away_Result_CommitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commitment (SHA-256 of the seed, shown since the ballot opened)`)
};

export const away_result_not_drawn = /** @type {(inputs: Away_Result_Not_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot has not been drawn yet.`)
};

export const away_result_order_heading = /** @type {(inputs: Away_Result_Order_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order`)
};

export const away_result_order_scroll = /** @type {(inputs: Away_Result_Order_ScrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order, scrollable`)
};

export const away_result_published_data = /** @type {(inputs: Away_Result_Published_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the published data`)
};

export const away_result_seed = /** @type {(inputs: Away_Result_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed`)
};

export const away_result_seed_heading = /** @type {(inputs: Away_Result_Seed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed and formula`)
};

export const away_result_summary = /** @type {(inputs: Away_Result_SummaryInputs) => LocalizedString} */ (i) => {const applicationsPlural = registry.plural("en", i?.applications, {});
	if (applicationsPlural === "one") return /** @type {LocalizedString} */ (`Drawn ${i?.date} · ${i?.tickets} tickets · ${i?.applications} application`);
	return /** @type {LocalizedString} */ (`Drawn ${i?.date} · ${i?.tickets} tickets · ${i?.applications} applications`)
	
};

export const away_result_title = /** @type {(inputs: Away_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ballot result: ${i?.match}`)
};

export const away_result_title_plain = /** @type {(inputs: Away_Result_Title_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballot result`)
};

export const away_result_you = /** @type {(inputs: Away_Result_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you`)
};

export const away_status_applied = /** @type {(inputs: Away_Status_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied`)
};

export const away_status_offered = /** @type {(inputs: Away_Status_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place offered: pay by the deadline`)
};

export const away_status_paid = /** @type {(inputs: Away_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid: you're going`)
};

export const away_status_passed = /** @type {(inputs: Away_Status_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not paid in time: the place passed on`)
};

export const away_status_waiting = /** @type {(inputs: Away_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting: not reached in the draw`)
};

export const away_status_waiting_reason = /** @type {(inputs: Away_Status_Waiting_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting: ${i?.reason}`)
};

export const away_text_applied = /** @type {(inputs: Away_Text_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application received. Good luck in the draw!`)
};

export const away_text_created = /** @type {(inputs: Away_Text_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballot created. Applications open at the time you set.`)
};

export const away_text_drawn = /** @type {(inputs: Away_Text_DrawnInputs) => LocalizedString} */ (i) => {const placedPlural = registry.plural("en", i?.placed, {});
	if (placedPlural === "one") return /** @type {LocalizedString} */ (`Drawn: ${i?.placed} place offered, ${i?.waiting} waiting.`);
	return /** @type {LocalizedString} */ (`Drawn: ${i?.placed} places offered, ${i?.waiting} waiting.`)
	
};

export const away_text_match_link = /** @type {(inputs: Away_Text_Match_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The match: kickoff, where, who is going`)
};

export const away_text_match_not_found = /** @type {(inputs: Away_Text_Match_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That match is no longer there. Choose another.`)
};

export const away_text_no_away_matches = /** @type {(inputs: Away_Text_No_Away_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming away matches: add the match first, marked Away.`)
};

export const away_text_not_away_match = /** @type {(inputs: Away_Text_Not_Away_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an away match: a ballot is for away tickets.`)
};

export const away_text_not_offered = /** @type {(inputs: Away_Text_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That place is no longer waiting for payment.`)
};

export const away_text_paid = /** @type {(inputs: Away_Text_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment recorded.`)
};

export const away_text_pair_declined = /** @type {(inputs: Away_Text_Pair_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You declined. Your partner goes into the draw alone, and you can apply yourself.`)
};

export const away_text_pair_joined = /** @type {(inputs: Away_Text_Pair_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You joined the pair: you win or lose together.`)
};

export const away_text_pay_at_table = /** @type {(inputs: Away_Text_Pay_At_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payment is not available: pay at the table by the deadline.`)
};

export const away_text_payment_not_started = /** @type {(inputs: Away_Text_Payment_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not start the online payment. Try again, or pay at the table by the deadline.`)
};

export const away_text_seat_booked = /** @type {(inputs: Away_Text_Seat_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat booked. Pay at pickup.`)
};

export const away_text_seat_cancelled = /** @type {(inputs: Away_Text_Seat_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your seat was cancelled.`)
};

export const away_text_too_late_online = /** @type {(inputs: Away_Text_Too_Late_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The deadline is less than 30 minutes away: pay at the table.`)
};

export const away_text_trip_added = /** @type {(inputs: Away_Text_Trip_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach added. Members with a place can now book seats.`)
};

export const away_text_trip_changed = /** @type {(inputs: Away_Text_Trip_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach changed. Members whose pickup moved are emailed.`)
};

export const away_text_waiting_for_partner = /** @type {(inputs: Away_Text_Waiting_For_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Waiting for ${i?.memberId} to confirm: unless they do before the close, you go into the draw alone.`)
};

export const away_text_withdrawn = /** @type {(inputs: Away_Text_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application was withdrawn.`)
};

export const away_toast_applied = /** @type {(inputs: Away_Toast_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applied`)
};

export const away_toast_ballot = /** @type {(inputs: Away_Toast_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballot`)
};

export const away_toast_coach = /** @type {(inputs: Away_Toast_CoachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach`)
};

export const away_toast_withdrawn = /** @type {(inputs: Away_Toast_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawn`)
};

export const away_trip_already_booked = /** @type {(inputs: Away_Trip_Already_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have a seat on the coach.`)
};

export const away_trip_bad_pickup = /** @type {(inputs: Away_Trip_Bad_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the pickup points.`)
};

export const away_trip_coach_full = /** @type {(inputs: Away_Trip_Coach_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coach is full.`)
};

export const away_trip_exists = /** @type {(inputs: Away_Trip_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot already has a coach.`)
};

export const away_trip_no_place = /** @type {(inputs: Away_Trip_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats are for members with a place from the ballot.`)
};

export const away_trip_no_seat = /** @type {(inputs: Away_Trip_No_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no seat on the coach.`)
};

export const away_trip_no_trip = /** @type {(inputs: Away_Trip_No_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot has no coach.`)
};

export const away_trip_pickup_in_use = /** @type {(inputs: Away_Trip_Pickup_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A member boards at a pickup point you took out: keep it, or ask them to choose another first.`)
};

export const away_trip_pickups_changed = /** @type {(inputs: Away_Trip_Pickups_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The pickup points have just changed: check them and choose again.`)
};

export const away_trip_seats_below_booked = /** @type {(inputs: Away_Trip_Seats_Below_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More seats than that are already booked: keep at least as many as are taken.`)
};

export const away_unknown_request = /** @type {(inputs: Away_Unknown_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown request.`)
};

export const away_waiting_not_reached = /** @type {(inputs: Away_Waiting_Not_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not reached in the draw`)
};

export const away_waiting_skipped = /** @type {(inputs: Away_Waiting_SkippedInputs) => LocalizedString} */ (i) => {const neededPlural = registry.plural("en", i?.needed, {});
	if (neededPlural === "one") return /** @type {LocalizedString} */ (`skipped: ${i?.needed} ticket needed, ${i?.left} left`);
	return /** @type {LocalizedString} */ (`skipped: ${i?.needed} tickets needed, ${i?.left} left`)
	
};

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

export const membership_admin_active_expiry_missing = /** @type {(inputs: Membership_Admin_Active_Expiry_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An active membership needs an expiry date.`)
};

export const membership_admin_active_expiry_past = /** @type {(inputs: Membership_Admin_Active_Expiry_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An active membership needs an expiry date after today: enter the new end date.`)
};

export const membership_admin_last_admin = /** @type {(inputs: Membership_Admin_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the last administrator: grant admin rights to someone else first.`)
};

export const membership_admin_member_not_found = /** @type {(inputs: Membership_Admin_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member not found`)
};

export const membership_admin_use_grant_lifetime = /** @type {(inputs: Membership_Admin_Use_Grant_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use Grant lifetime membership to make this member lifetime: it also closes their subscriptions and cancels them at Stripe.`)
};

export const membership_already_renews_by_card = /** @type {(inputs: Membership_Already_Renews_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership already renews automatically; manage your card from your profile.`)
};

export const membership_amount_differs = /** @type {(inputs: Membership_Amount_DiffersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} is ${i?.price} a year. To record ${i?.amount} anyway, tick '${i?.label}' and record again: the membership's price becomes ${i?.amount}.`)
};

export const membership_ballot_formula_key = /** @type {(inputs: Membership_Ballot_Formula_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its key is ln(u) ÷ weight; the order is the keys from the largest down (a weighted draw without replacement).`)
};

export const membership_ballot_formula_number = /** @type {(inputs: Membership_Ballot_Formula_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each application gets a number u between 0 and 1: the first 53 bits of HMAC-SHA256(seed, "application:<id>").`)
};

export const membership_ballot_formula_places = /** @type {(inputs: Membership_Ballot_Formula_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places go down the order while the tickets last; a pair is placed only where two tickets are left.`)
};

export const membership_ballot_formula_weight = /** @type {(inputs: Membership_Ballot_Formula_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weight = ${i?.base} + points (a pair applying together: the mean of their two weights).`)
};

export const membership_confirm_amount_label = /** @type {(inputs: Membership_Confirm_Amount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount differs from the tier price`)
};

export const membership_expiry_expired = /** @type {(inputs: Membership_Expiry_ExpiredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Expired ${i?.count} day ago`);
	return /** @type {LocalizedString} */ (`Expired ${i?.count} days ago`)
	
};

export const membership_expiry_lifetime_date = /** @type {(inputs: Membership_Expiry_Lifetime_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A - Lifetime Member`)
};

export const membership_expiry_lifetime_note = /** @type {(inputs: Membership_Expiry_Lifetime_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never expires - Lifetime access`)
};

export const membership_expiry_none = /** @type {(inputs: Membership_Expiry_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A`)
};

export const membership_expiry_remaining = /** @type {(inputs: Membership_Expiry_RemainingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} day remaining`);
	return /** @type {LocalizedString} */ (`${i?.count} days remaining`)
	
};

export const membership_expiry_warning = /** @type {(inputs: Membership_Expiry_WarningInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Expires in ${i?.count} day`);
	return /** @type {LocalizedString} */ (`Expires in ${i?.count} days`)
	
};

export const membership_family_limit = /** @type {(inputs: Membership_Family_LimitInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`You can add at most ${i?.max} family member.`);
	return /** @type {LocalizedString} */ (`You can add at most ${i?.max} family members.`)
	
};

export const membership_family_not_member = /** @type {(inputs: Membership_Family_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only active members have a household. Renew your membership to add family members.`)
};

export const membership_lifetime_nothing_to_buy = /** @type {(inputs: Membership_Lifetime_Nothing_To_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are a lifetime member: there is nothing to buy.`)
};

export const membership_line_name = /** @type {(inputs: Membership_Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} membership`)
};

export const membership_loyalty_ballots_lost = /** @type {(inputs: Membership_Loyalty_Ballots_LostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} away ballot lost this season`);
	return /** @type {LocalizedString} */ (`${i?.count} away ballots lost this season`)
	
};

export const membership_loyalty_hours = /** @type {(inputs: Membership_Loyalty_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.hours} volunteer hour`);
	return /** @type {LocalizedString} */ (`${i?.hours} volunteer hours`)
	
};

export const membership_loyalty_line = /** @type {(inputs: Membership_Loyalty_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} · ${i?.count} point`);
	return /** @type {LocalizedString} */ (`${i?.text} · ${i?.count} points`)
	
};

export const membership_loyalty_matches = /** @type {(inputs: Membership_Loyalty_MatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} match attended`);
	return /** @type {LocalizedString} */ (`${i?.count} matches attended`)
	
};

export const membership_loyalty_rule_ballots = /** @type {(inputs: Membership_Loyalty_Rule_BallotsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point per away-day ballot entered and lost this season`);
	return /** @type {LocalizedString} */ (`${i?.count} points per away-day ballot entered and lost this season`)
	
};

export const membership_loyalty_rule_hours = /** @type {(inputs: Membership_Loyalty_Rule_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 point per ${i?.count} hour of volunteer shifts worked ${i?.seasons}`);
	return /** @type {LocalizedString} */ (`1 point per ${i?.count} hours of volunteer shifts worked ${i?.seasons}`)
	
};

export const membership_loyalty_rule_matches = /** @type {(inputs: Membership_Loyalty_Rule_MatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point per match attended ${i?.seasons} (checked in at the door; an RSVP does not count)`);
	return /** @type {LocalizedString} */ (`${i?.count} points per match attended ${i?.seasons} (checked in at the door; an RSVP does not count)`)
	
};

export const membership_loyalty_rule_members_only = /** @type {(inputs: Membership_Loyalty_Rule_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only active and lifetime members have points.`)
};

export const membership_loyalty_rule_years = /** @type {(inputs: Membership_Loyalty_Rule_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point per full year of unbroken membership`);
	return /** @type {LocalizedString} */ (`${i?.count} points per full year of unbroken membership`)
	
};

export const membership_loyalty_seasons_last_n = /** @type {(inputs: Membership_Loyalty_Seasons_Last_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the last ${i?.count} seasons`)
};

export const membership_loyalty_seasons_this = /** @type {(inputs: Membership_Loyalty_Seasons_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this season`)
};

export const membership_loyalty_seasons_this_and_last = /** @type {(inputs: Membership_Loyalty_Seasons_This_And_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this season and last`)
};

export const membership_loyalty_years = /** @type {(inputs: Membership_Loyalty_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} full year a member`);
	return /** @type {LocalizedString} */ (`${i?.count} full years a member`)
	
};

export const membership_member_fallback_name = /** @type {(inputs: Membership_Member_Fallback_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

export const membership_payment_bank_transfer = /** @type {(inputs: Membership_Payment_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank transfer`)
};

export const membership_payment_card_terminal = /** @type {(inputs: Membership_Payment_Card_TerminalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card terminal`)
};

export const membership_payment_cash = /** @type {(inputs: Membership_Payment_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash`)
};

export const membership_payment_cheque = /** @type {(inputs: Membership_Payment_ChequeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cheque`)
};

export const membership_payment_other = /** @type {(inputs: Membership_Payment_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

export const membership_perk_card = /** @type {(inputs: Membership_Perk_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital membership card`)
};

export const membership_perk_early_notice = /** @type {(inputs: Membership_Perk_Early_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early notice of away trips and socials`)
};

export const membership_perk_everything_roadie = /** @type {(inputs: Membership_Perk_Everything_RoadieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Roadie`)
};

export const membership_perk_everything_supporter = /** @type {(inputs: Membership_Perk_Everything_SupporterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Supporter`)
};

export const membership_perk_honour_roll = /** @type {(inputs: Membership_Perk_Honour_RollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name on our supporters' honour roll`)
};

export const membership_perk_merch_pricing = /** @type {(inputs: Membership_Perk_Merch_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member pricing on group merchandise`)
};

export const membership_perk_newsletter = /** @type {(inputs: Membership_Perk_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members' newsletter`)
};

export const membership_perk_rsvp = /** @type {(inputs: Membership_Perk_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP to group events`)
};

export const membership_perk_scarf = /** @type {(inputs: Membership_Perk_ScarfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annual members' scarf`)
};

export const membership_perk_ticket_exchange = /** @type {(inputs: Membership_Perk_Ticket_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List and find tickets on the ticket exchange`)
};

export const membership_perk_vip_gatherings = /** @type {(inputs: Membership_Perk_Vip_GatheringsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations to VIP member gatherings`)
};

export const membership_perk_vip_pack = /** @type {(inputs: Membership_Perk_Vip_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exclusive VIP merchandise pack`)
};

export const membership_status_active = /** @type {(inputs: Membership_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active Member`)
};

export const membership_status_cancelled = /** @type {(inputs: Membership_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const membership_status_expired = /** @type {(inputs: Membership_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired`)
};

export const membership_status_inactive = /** @type {(inputs: Membership_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inactive`)
};

export const membership_status_lifetime = /** @type {(inputs: Membership_Status_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime Member`)
};

export const membership_status_pending = /** @type {(inputs: Membership_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending Approval`)
};

export const membership_type_annual = /** @type {(inputs: Membership_Type_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`annual`)
};

export const membership_type_lifetime = /** @type {(inputs: Membership_Type_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lifetime`)
};

export const membership_type_monthly = /** @type {(inputs: Membership_Type_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monthly`)
};

export const membership_type_none = /** @type {(inputs: Membership_Type_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
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