/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __de from "./de.js"
/**
* | output |
* | --- |
* | "Ballots" |
*
* @param {Away_Admin_BallotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_ballots = /** @type {((inputs?: Away_Admin_BallotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_BallotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_ballots(inputs)
	return __en.away_admin_ballots(inputs)
});
/**
* | output |
* | --- |
* | "Choose a match" |
*
* @param {Away_Admin_Choose_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_choose_match = /** @type {((inputs?: Away_Admin_Choose_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Choose_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_choose_match(inputs)
	return __en.away_admin_choose_match(inputs)
});
/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Away_Admin_Col_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_col_applied = /** @type {((inputs?: Away_Admin_Col_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Col_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_col_applied(inputs)
	return __en.away_admin_col_applied(inputs)
});
/**
* | output |
* | --- |
* | "Phase" |
*
* @param {Away_Admin_Col_PhaseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_col_phase = /** @type {((inputs?: Away_Admin_Col_PhaseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Col_PhaseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_col_phase(inputs)
	return __en.away_admin_col_phase(inputs)
});
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Away_Admin_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_col_price = /** @type {((inputs?: Away_Admin_Col_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Col_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_col_price(inputs)
	return __en.away_admin_col_price(inputs)
});
/**
* | output |
* | --- |
* | "Create ballot" |
*
* @param {Away_Admin_CreateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_create = /** @type {((inputs?: Away_Admin_CreateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_CreateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_create(inputs)
	return __en.away_admin_create(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Away_Admin_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_dashboard = /** @type {((inputs?: Away_Admin_DashboardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_DashboardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_dashboard(inputs)
	return __en.away_admin_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Applications close" |
*
* @param {Away_Admin_Field_ClosesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_closes = /** @type {((inputs?: Away_Admin_Field_ClosesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_ClosesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_field_closes(inputs)
	return __en.away_admin_field_closes(inputs)
});
/**
* | output |
* | --- |
* | "Match" |
*
* @param {Away_Admin_Field_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_match = /** @type {((inputs?: Away_Admin_Field_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_field_match(inputs)
	return __en.away_admin_field_match(inputs)
});
/**
* | output |
* | --- |
* | "Applications open" |
*
* @param {Away_Admin_Field_OpensInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_opens = /** @type {((inputs?: Away_Admin_Field_OpensInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_OpensInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_field_opens(inputs)
	return __en.away_admin_field_opens(inputs)
});
/**
* | output |
* | --- |
* | "Hours to pay once offered" |
*
* @param {Away_Admin_Field_Pay_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_pay_hours = /** @type {((inputs?: Away_Admin_Field_Pay_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_Pay_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_field_pay_hours(inputs)
	return __en.away_admin_field_pay_hours(inputs)
});
/**
* | output |
* | --- |
* | "Tickets per application" |
*
* @param {Away_Admin_Field_Per_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_per_application = /** @type {((inputs?: Away_Admin_Field_Per_ApplicationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_Per_ApplicationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_field_per_application(inputs)
	return __en.away_admin_field_per_application(inputs)
});
/**
* | output |
* | --- |
* | "Price ({symbol})" |
*
* @param {Away_Admin_Field_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_price = /** @type {((inputs: Away_Admin_Field_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_field_price(inputs)
	return __en.away_admin_field_price(inputs)
});
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Away_Admin_Field_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_tickets = /** @type {((inputs?: Away_Admin_Field_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_field_tickets(inputs)
	return __en.away_admin_field_tickets(inputs)
});
/**
* | output |
* | --- |
* | "Tickets for an away match, applied for in a window and drawn by ballot once it closes, weighted by loyalty points." |
*
* @param {Away_Admin_List_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_list_intro = /** @type {((inputs?: Away_Admin_List_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_List_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_list_intro(inputs)
	return __en.away_admin_list_intro(inputs)
});
/**
* | output |
* | --- |
* | "Away ballots" |
*
* @param {Away_Admin_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_list_title = /** @type {((inputs?: Away_Admin_List_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_List_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_list_title(inputs)
	return __en.away_admin_list_title(inputs)
});
/**
* | output |
* | --- |
* | "Members only: only active and lifetime members may apply" |
*
* @param {Away_Admin_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_members_only = /** @type {((inputs?: Away_Admin_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_members_only(inputs)
	return __en.away_admin_members_only(inputs)
});
/**
* | output |
* | --- |
* | "New ballot" |
*
* @param {Away_Admin_New_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_new_ballot = /** @type {((inputs?: Away_Admin_New_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_New_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_new_ballot(inputs)
	return __en.away_admin_new_ballot(inputs)
});
/**
* | output |
* | --- |
* | "Members apply while the window is open; once it closes you draw the ballot, and the places offered are paid within the hours you set." |
*
* @param {Away_Admin_New_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_new_intro = /** @type {((inputs?: Away_Admin_New_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_New_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_new_intro(inputs)
	return __en.away_admin_new_intro(inputs)
});
/**
* | output |
* | --- |
* | "New away ballot" |
*
* @param {Away_Admin_New_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_new_title = /** @type {((inputs?: Away_Admin_New_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_New_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_new_title(inputs)
	return __en.away_admin_new_title(inputs)
});
/**
* | output |
* | --- |
* | "No ballots yet." |
*
* @param {Away_Admin_No_BallotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_no_ballots = /** @type {((inputs?: Away_Admin_No_BallotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_No_BallotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_no_ballots(inputs)
	return __en.away_admin_no_ballots(inputs)
});
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Away_Admin_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_open = /** @type {((inputs?: Away_Admin_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_open(inputs)
	return __en.away_admin_open(inputs)
});
/**
* | output |
* | --- |
* | "Open the ballot for {title}" |
*
* @param {Away_Admin_Open_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_open_ballot = /** @type {((inputs: Away_Admin_Open_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Open_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_open_ballot(inputs)
	return __en.away_admin_open_ballot(inputs)
});
/**
* | output |
* | --- |
* | "2: a member may apply with a partner." |
*
* @param {Away_Admin_Per_Application_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_per_application_hint = /** @type {((inputs?: Away_Admin_Per_Application_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Per_Application_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_per_application_hint(inputs)
	return __en.away_admin_per_application_hint(inputs)
});
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Away_Admin_SavingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_saving = /** @type {((inputs?: Away_Admin_SavingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_SavingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_saving(inputs)
	return __en.away_admin_saving(inputs)
});
/**
* | output |
* | --- |
* | "Success" |
*
* @param {Away_Admin_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_success = /** @type {((inputs?: Away_Admin_SuccessInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_SuccessInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_success(inputs)
	return __en.away_admin_success(inputs)
});
/**
* | output |
* | --- |
* | "In {zone} time." |
*
* @param {Away_Admin_Zone_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_zone_hint = /** @type {((inputs: Away_Admin_Zone_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Zone_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_admin_zone_hint(inputs)
	return __en.away_admin_zone_hint(inputs)
});
/**
* | output |
* | --- |
* | "No drawn ballot with that id." |
*
* @param {Away_Api_No_Drawn_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_api_no_drawn_ballot = /** @type {((inputs?: Away_Api_No_Drawn_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Api_No_Drawn_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_api_no_drawn_ballot(inputs)
	return __en.away_api_no_drawn_ballot(inputs)
});
/**
* | output |
* | --- |
* | "A member" |
*
* @param {Away_Ballot_A_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_a_member = /** @type {((inputs?: Away_Ballot_A_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_A_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_a_member(inputs)
	return __en.away_ballot_a_member(inputs)
});
/**
* | output |
* | --- |
* | "You have applied." |
*
* @param {Away_Ballot_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_applied = /** @type {((inputs?: Away_Ballot_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_applied(inputs)
	return __en.away_ballot_applied(inputs)
});
/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Away_Ballot_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_apply = /** @type {((inputs?: Away_Ballot_ApplyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_ApplyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_apply(inputs)
	return __en.away_ballot_apply(inputs)
});
/**
* | output |
* | --- |
* | "Applying..." |
*
* @param {Away_Ballot_ApplyingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_applying = /** @type {((inputs?: Away_Ballot_ApplyingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_ApplyingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_applying(inputs)
	return __en.away_ballot_applying(inputs)
});
/**
* | output |
* | --- |
* | "All away ballots" |
*
* @param {Away_Ballot_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_back = /** @type {((inputs?: Away_Ballot_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_back(inputs)
	return __en.away_ballot_back(inputs)
});
/**
* | output |
* | --- |
* | "Applications are closed." |
*
* @param {Away_Ballot_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_closed = /** @type {((inputs?: Away_Ballot_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_closed(inputs)
	return __en.away_ballot_closed(inputs)
});
/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Away_Ballot_DeclineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_decline = /** @type {((inputs?: Away_Ballot_DeclineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_DeclineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_decline(inputs)
	return __en.away_ballot_decline(inputs)
});
/**
* | output |
* | --- |
* | "Join the pair" |
*
* @param {Away_Ballot_Join_PairInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_join_pair = /** @type {((inputs?: Away_Ballot_Join_PairInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Join_PairInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_join_pair(inputs)
	return __en.away_ballot_join_pair(inputs)
});
/**
* | output |
* | --- |
* | "This lost ballot adds a point to your next ballot this season." |
*
* @param {Away_Ballot_Lost_PointInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_lost_point = /** @type {((inputs?: Away_Ballot_Lost_PointInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Lost_PointInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_lost_point(inputs)
	return __en.away_ballot_lost_point(inputs)
});
/**
* | output |
* | --- |
* | "{who} named you as their partner: two tickets, won or lost together, weighted by the mean of your points." |
*
* @param {Away_Ballot_Named_YouInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_named_you = /** @type {((inputs: Away_Ballot_Named_YouInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Named_YouInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_named_you(inputs)
	return __en.away_ballot_named_you(inputs)
});
/**
* | output |
* | --- |
* | "Applications open {date}." |
*
* @param {Away_Ballot_Opens_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_opens_at = /** @type {((inputs: Away_Ballot_Opens_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Opens_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_opens_at(inputs)
	return __en.away_ballot_opens_at(inputs)
});
/**
* | output |
* | --- |
* | "To apply for two tickets with another member: the ID on their member card, e.g. #1A2B3C4D. You win or lose together." |
*
* @param {Away_Ballot_Partner_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_partner_hint = /** @type {((inputs?: Away_Ballot_Partner_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Partner_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_partner_hint(inputs)
	return __en.away_ballot_partner_hint(inputs)
});
/**
* | output |
* | --- |
* | "Partner's Member ID (optional)" |
*
* @param {Away_Ballot_Partner_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_partner_label = /** @type {((inputs?: Away_Ballot_Partner_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Partner_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_partner_label(inputs)
	return __en.away_ballot_partner_label(inputs)
});
/**
* | output |
* | --- |
* | "Pay by {date}, online or at the table. A place not paid by then passes down the order." |
*
* @param {Away_Ballot_Pay_By_OnlineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_pay_by_online = /** @type {((inputs: Away_Ballot_Pay_By_OnlineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Pay_By_OnlineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_pay_by_online(inputs)
	return __en.away_ballot_pay_by_online(inputs)
});
/**
* | output |
* | --- |
* | "Pay by {date}, at the table. A place not paid by then passes down the order." |
*
* @param {Away_Ballot_Pay_By_TableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_pay_by_table = /** @type {((inputs: Away_Ballot_Pay_By_TableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Pay_By_TableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_pay_by_table(inputs)
	return __en.away_ballot_pay_by_table(inputs)
});
/**
* | output |
* | --- |
* | "Pay online" |
*
* @param {Away_Ballot_Pay_OnlineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_pay_online = /** @type {((inputs?: Away_Ballot_Pay_OnlineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Pay_OnlineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_pay_online(inputs)
	return __en.away_ballot_pay_online(inputs)
});
/**
* | output |
* | --- |
* | "See the draw and how to check it" |
*
* @param {Away_Ballot_See_DrawInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_see_draw = /** @type {((inputs?: Away_Ballot_See_DrawInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_See_DrawInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_see_draw(inputs)
	return __en.away_ballot_see_draw(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Away_Ballot_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_sign_in = /** @type {((inputs?: Away_Ballot_Sign_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Sign_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_sign_in(inputs)
	return __en.away_ballot_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "to apply." |
*
* @param {Away_Ballot_Sign_In_To_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_sign_in_to_apply = /** @type {((inputs?: Away_Ballot_Sign_In_To_ApplyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Sign_In_To_ApplyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_sign_in_to_apply(inputs)
	return __en.away_ballot_sign_in_to_apply(inputs)
});
/**
* | output |
* | --- |
* | "{status} · number {position} in the order" |
*
* @param {Away_Ballot_Status_PositionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_status_position = /** @type {((inputs: Away_Ballot_Status_PositionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Status_PositionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_status_position(inputs)
	return __en.away_ballot_status_position(inputs)
});
/**
* | output |
* | --- |
* | "Away ballot: {title}" |
*
* @param {Away_Ballot_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_title = /** @type {((inputs: Away_Ballot_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_title(inputs)
	return __en.away_ballot_title(inputs)
});
/**
* | output |
* | --- |
* | "With {name} ({memberId})." |
*
* @param {Away_Ballot_With_PartnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_with_partner = /** @type {((inputs: Away_Ballot_With_PartnerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_With_PartnerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_with_partner(inputs)
	return __en.away_ballot_with_partner(inputs)
});
/**
* | output |
* | --- |
* | "Withdraw application" |
*
* @param {Away_Ballot_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_withdraw = /** @type {((inputs?: Away_Ballot_WithdrawInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_WithdrawInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_withdraw(inputs)
	return __en.away_ballot_withdraw(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawing takes the pair out: your partner's application goes too." |
*
* @param {Away_Ballot_Withdraw_PairInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_withdraw_pair = /** @type {((inputs?: Away_Ballot_Withdraw_PairInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Withdraw_PairInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_withdraw_pair(inputs)
	return __en.away_ballot_withdraw_pair(inputs)
});
/**
* | output |
* | --- |
* | "Your application" |
*
* @param {Away_Ballot_Your_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_your_application = /** @type {((inputs?: Away_Ballot_Your_ApplicationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Your_ApplicationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_ballot_your_application(inputs)
	return __en.away_ballot_your_application(inputs)
});
/**
* | output |
* | --- |
* | "Away ticket: {title}" |
*
* @param {Away_Checkout_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_checkout_line = /** @type {((inputs: Away_Checkout_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Checkout_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_checkout_line(inputs)
	return __en.away_checkout_line(inputs)
});
/**
* | output |
* | --- |
* | "Book a seat" |
*
* @param {Away_Coach_Book_SeatInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_book_seat = /** @type {((inputs?: Away_Coach_Book_SeatInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Book_SeatInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_coach_book_seat(inputs)
	return __en.away_coach_book_seat(inputs)
});
/**
* | output |
* | --- |
* | "Cancel my seat" |
*
* @param {Away_Coach_Cancel_SeatInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_cancel_seat = /** @type {((inputs?: Away_Coach_Cancel_SeatInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Cancel_SeatInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_coach_cancel_seat(inputs)
	return __en.away_coach_cancel_seat(inputs)
});
/**
* | output |
* | --- |
* | "Coach" |
*
* @param {Away_Coach_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_heading = /** @type {((inputs?: Away_Coach_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_coach_heading(inputs)
	return __en.away_coach_heading(inputs)
});
/**
* | output |
* | --- |
* | "Pickup point" |
*
* @param {Away_Coach_Pickup_PointInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_pickup_point = /** @type {((inputs?: Away_Coach_Pickup_PointInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Pickup_PointInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_coach_pickup_point(inputs)
	return __en.away_coach_pickup_point(inputs)
});
/**
* | output |
* | --- |
* | "Pickup points" |
*
* @param {Away_Coach_Pickup_PointsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_pickup_points = /** @type {((inputs?: Away_Coach_Pickup_PointsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Pickup_PointsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_coach_pickup_points(inputs)
	return __en.away_coach_pickup_points(inputs)
});
/**
* | leftPlural | output |
* | --- | --- |
* | "one" | "{price} a seat, paid at pickup · {left} seat left" |
* | * | "{price} a seat, paid at pickup · {left} seats left" |
*
* @param {Away_Coach_Price_LeftInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_price_left = /** @type {((inputs: Away_Coach_Price_LeftInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Price_LeftInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_coach_price_left(inputs)
	return __en.away_coach_price_left(inputs)
});
/**
* | output |
* | --- |
* | "Your seat: pickup at {place}." |
*
* @param {Away_Coach_Your_SeatInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_your_seat = /** @type {((inputs: Away_Coach_Your_SeatInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Your_SeatInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_coach_your_seat(inputs)
	return __en.away_coach_your_seat(inputs)
});
/**
* | output |
* | --- |
* | "You have applied." |
*
* @param {Away_Event_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_applied = /** @type {((inputs?: Away_Event_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_event_applied(inputs)
	return __en.away_event_applied(inputs)
});
/**
* | output |
* | --- |
* | "You did not apply." |
*
* @param {Away_Event_Did_Not_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_did_not_apply = /** @type {((inputs?: Away_Event_Did_Not_ApplyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_Did_Not_ApplyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_event_did_not_apply(inputs)
	return __en.away_event_did_not_apply(inputs)
});
/**
* | output |
* | --- |
* | "Apply for away tickets" |
*
* @param {Away_Event_Link_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_link_apply = /** @type {((inputs?: Away_Event_Link_ApplyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_Link_ApplyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_event_link_apply(inputs)
	return __en.away_event_link_apply(inputs)
});
/**
* | output |
* | --- |
* | "See the ballot" |
*
* @param {Away_Event_Link_SeeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_link_see = /** @type {((inputs?: Away_Event_Link_SeeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_Link_SeeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_event_link_see(inputs)
	return __en.away_event_link_see(inputs)
});
/**
* | output |
* | --- |
* | "You were named as a partner: answer on the ballot's page." |
*
* @param {Away_Event_Named_PartnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_named_partner = /** @type {((inputs?: Away_Event_Named_PartnerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_Named_PartnerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_event_named_partner(inputs)
	return __en.away_event_named_partner(inputs)
});
/**
* | output |
* | --- |
* | "You have not applied." |
*
* @param {Away_Event_Not_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_not_applied = /** @type {((inputs?: Away_Event_Not_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_Not_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_event_not_applied(inputs)
	return __en.away_event_not_applied(inputs)
});
/**
* | output |
* | --- |
* | "Anyone signed in" |
*
* @param {Away_Facts_AnyoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_anyone = /** @type {((inputs?: Away_Facts_AnyoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_AnyoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_anyone(inputs)
	return __en.away_facts_anyone(inputs)
});
/**
* | applicantsPlural | output |
* | --- | --- |
* | "one" | "{applicants} member" |
* | * | "{applicants} members" |
*
* @param {Away_Facts_Applicants_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_applicants_count = /** @type {((inputs: Away_Facts_Applicants_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Applicants_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_applicants_count(inputs)
	return __en.away_facts_applicants_count(inputs)
});
/**
* | output |
* | --- |
* | "Applications" |
*
* @param {Away_Facts_ApplicationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_applications = /** @type {((inputs?: Away_Facts_ApplicationsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_ApplicationsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_applications(inputs)
	return __en.away_facts_applications(inputs)
});
/**
* | applicationsPlural | output |
* | --- | --- |
* | "one" | "{applications} application" |
* | * | "{applications} applications" |
*
* @param {Away_Facts_Applications_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_applications_count = /** @type {((inputs: Away_Facts_Applications_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Applications_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_applications_count(inputs)
	return __en.away_facts_applications_count(inputs)
});
/**
* | output |
* | --- |
* | "Applied so far" |
*
* @param {Away_Facts_Applied_So_FarInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_applied_so_far = /** @type {((inputs?: Away_Facts_Applied_So_FarInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Applied_So_FarInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_applied_so_far(inputs)
	return __en.away_facts_applied_so_far(inputs)
});
/**
* | output |
* | --- |
* | "{applications} ({applicants})" |
*
* @param {Away_Facts_Applied_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_applied_value = /** @type {((inputs: Away_Facts_Applied_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Applied_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_applied_value(inputs)
	return __en.away_facts_applied_value(inputs)
});
/**
* | output |
* | --- |
* | "How the draw works" |
*
* @param {Away_Facts_HowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_how = /** @type {((inputs?: Away_Facts_HowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_HowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_how(inputs)
	return __en.away_facts_how(inputs)
});
/**
* | output |
* | --- |
* | "The ballot" |
*
* @param {Away_Facts_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_label = /** @type {((inputs?: Away_Facts_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_label(inputs)
	return __en.away_facts_label(inputs)
});
/**
* | output |
* | --- |
* | "Match" |
*
* @param {Away_Facts_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_match = /** @type {((inputs?: Away_Facts_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_match(inputs)
	return __en.away_facts_match(inputs)
});
/**
* | output |
* | --- |
* | "Active and lifetime members" |
*
* @param {Away_Facts_MembersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_members = /** @type {((inputs?: Away_Facts_MembersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_MembersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_members(inputs)
	return __en.away_facts_members(inputs)
});
/**
* | output |
* | --- |
* | "1 ticket" |
*
* @param {Away_Facts_One_TicketInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_one_ticket = /** @type {((inputs?: Away_Facts_One_TicketInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_One_TicketInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_one_ticket(inputs)
	return __en.away_facts_one_ticket(inputs)
});
/**
* | output |
* | --- |
* | "Paying" |
*
* @param {Away_Facts_PayingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_paying = /** @type {((inputs?: Away_Facts_PayingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_PayingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_paying(inputs)
	return __en.away_facts_paying(inputs)
});
/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "Within {hours} hour of a place being offered; then it passes on" |
* | * | "Within {hours} hours of a place being offered; then it passes on" |
*
* @param {Away_Facts_Paying_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_paying_value = /** @type {((inputs: Away_Facts_Paying_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Paying_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_paying_value(inputs)
	return __en.away_facts_paying_value(inputs)
});
/**
* | output |
* | --- |
* | "Per application" |
*
* @param {Away_Facts_Per_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_per_application = /** @type {((inputs?: Away_Facts_Per_ApplicationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Per_ApplicationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_per_application(inputs)
	return __en.away_facts_per_application(inputs)
});
/**
* | output |
* | --- |
* | "Points, counted when the draw is made:" |
*
* @param {Away_Facts_PointsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_points = /** @type {((inputs?: Away_Facts_PointsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_PointsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_points(inputs)
	return __en.away_facts_points(inputs)
});
/**
* | output |
* | --- |
* | "Seed commitment (SHA-256)" |
*
* @param {Away_Facts_Seed_CommitmentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_seed_commitment = /** @type {((inputs?: Away_Facts_Seed_CommitmentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Seed_CommitmentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_seed_commitment(inputs)
	return __en.away_facts_seed_commitment(inputs)
});
/**
* | output |
* | --- |
* | "The seed is fixed when the ballot is created; only its SHA-256 is shown until the draw, when the seed itself is published, so anyone can check it was not cho..." |
*
* @param {Away_Facts_Seed_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_seed_text = /** @type {((inputs?: Away_Facts_Seed_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Seed_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_seed_text(inputs)
	return __en.away_facts_seed_text(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Away_Facts_StatusInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_status = /** @type {((inputs?: Away_Facts_StatusInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_StatusInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_status(inputs)
	return __en.away_facts_status(inputs)
});
/**
* | output |
* | --- |
* | "The draw:" |
*
* @param {Away_Facts_The_DrawInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_the_draw = /** @type {((inputs?: Away_Facts_The_DrawInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_The_DrawInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_the_draw(inputs)
	return __en.away_facts_the_draw(inputs)
});
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Away_Facts_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_tickets = /** @type {((inputs?: Away_Facts_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_tickets(inputs)
	return __en.away_facts_tickets(inputs)
});
/**
* | output |
* | --- |
* | "{tickets} at {price} each" |
*
* @param {Away_Facts_Tickets_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_tickets_value = /** @type {((inputs: Away_Facts_Tickets_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Tickets_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_tickets_value(inputs)
	return __en.away_facts_tickets_value(inputs)
});
/**
* | output |
* | --- |
* | "1 or 2 tickets (with a partner)" |
*
* @param {Away_Facts_Two_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_two_tickets = /** @type {((inputs?: Away_Facts_Two_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Two_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_two_tickets(inputs)
	return __en.away_facts_two_tickets(inputs)
});
/**
* | output |
* | --- |
* | "Who may apply" |
*
* @param {Away_Facts_WhoInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_who = /** @type {((inputs?: Away_Facts_WhoInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_WhoInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_who(inputs)
	return __en.away_facts_who(inputs)
});
/**
* | output |
* | --- |
* | "{opens} to {closes}" |
*
* @param {Away_Facts_WindowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_window = /** @type {((inputs: Away_Facts_WindowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_WindowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_facts_window(inputs)
	return __en.away_facts_window(inputs)
});
/**
* | output |
* | --- |
* | "Applications must close after they open" |
*
* @param {Away_Form_Close_After_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_close_after_open = /** @type {((inputs?: Away_Form_Close_After_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Close_After_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_close_after_open(inputs)
	return __en.away_form_close_after_open(inputs)
});
/**
* | output |
* | --- |
* | "Enter when applications close, as a date and time" |
*
* @param {Away_Form_Closes_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_closes_invalid = /** @type {((inputs?: Away_Form_Closes_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Closes_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_closes_invalid(inputs)
	return __en.away_form_closes_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Choose a match from the list" |
*
* @param {Away_Form_Match_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_match_choose = /** @type {((inputs?: Away_Form_Match_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Match_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_match_choose(inputs)
	return __en.away_form_match_choose(inputs)
});
/**
* | output |
* | --- |
* | "Choose 1 or 2 tickets per application" |
*
* @param {Away_Form_Max_Per_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_max_per_application = /** @type {((inputs?: Away_Form_Max_Per_ApplicationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Max_Per_ApplicationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_max_per_application(inputs)
	return __en.away_form_max_per_application(inputs)
});
/**
* | output |
* | --- |
* | "Enter when applications open, as a date and time" |
*
* @param {Away_Form_Opens_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_opens_invalid = /** @type {((inputs?: Away_Form_Opens_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Opens_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_opens_invalid(inputs)
	return __en.away_form_opens_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Hours to pay" |
*
* @param {Away_Form_Pay_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pay_hours = /** @type {((inputs?: Away_Form_Pay_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pay_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_pay_hours(inputs)
	return __en.away_form_pay_hours(inputs)
});
/**
* | output |
* | --- |
* | "Enter at least one pickup point" |
*
* @param {Away_Form_Pickup_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pickup_none = /** @type {((inputs?: Away_Form_Pickup_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pickup_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_pickup_none(inputs)
	return __en.away_form_pickup_none(inputs)
});
/**
* | output |
* | --- |
* | "Enter where the coach picks up" |
*
* @param {Away_Form_Pickup_Place_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pickup_place_missing = /** @type {((inputs?: Away_Form_Pickup_Place_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pickup_Place_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_pickup_place_missing(inputs)
	return __en.away_form_pickup_place_missing(inputs)
});
/**
* | output |
* | --- |
* | "Pickup point" |
*
* @param {Away_Form_Pickup_PointInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pickup_point = /** @type {((inputs?: Away_Form_Pickup_PointInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pickup_PointInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_pickup_point(inputs)
	return __en.away_form_pickup_point(inputs)
});
/**
* | output |
* | --- |
* | "Enter the pickup time as a date and time" |
*
* @param {Away_Form_Pickup_Time_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pickup_time_invalid = /** @type {((inputs?: Away_Form_Pickup_Time_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pickup_Time_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_pickup_time_invalid(inputs)
	return __en.away_form_pickup_time_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Enter when the coach picks up here" |
*
* @param {Away_Form_Pickup_Time_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pickup_time_missing = /** @type {((inputs?: Away_Form_Pickup_Time_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pickup_Time_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_pickup_time_missing(inputs)
	return __en.away_form_pickup_time_missing(inputs)
});
/**
* | output |
* | --- |
* | "price" |
*
* @param {Away_Form_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_price = /** @type {((inputs?: Away_Form_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_price(inputs)
	return __en.away_form_price(inputs)
});
/**
* | output |
* | --- |
* | "Price is required" |
*
* @param {Away_Form_Price_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_price_required = /** @type {((inputs?: Away_Form_Price_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Price_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_price_required(inputs)
	return __en.away_form_price_required(inputs)
});
/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Away_Form_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_seats = /** @type {((inputs?: Away_Form_SeatsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_SeatsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_seats(inputs)
	return __en.away_form_seats(inputs)
});
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Away_Form_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_tickets = /** @type {((inputs?: Away_Form_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_tickets(inputs)
	return __en.away_form_tickets(inputs)
});
/**
* | output |
* | --- |
* | "{label} must be a whole number from {min} to {max}" |
*
* @param {Away_Form_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_whole_number = /** @type {((inputs: Away_Form_Whole_NumberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Whole_NumberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_form_whole_number(inputs)
	return __en.away_form_whole_number(inputs)
});
/**
* | output |
* | --- |
* | "· closes {date}" |
*
* @param {Away_List_ClosesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_closes = /** @type {((inputs: Away_List_ClosesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_ClosesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_list_closes(inputs)
	return __en.away_list_closes(inputs)
});
/**
* | output |
* | --- |
* | "Ticket ballots for away matches, drawn by a published rule that rewards loyalty." |
*
* @param {Away_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_description = /** @type {((inputs?: Away_List_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_list_description(inputs)
	return __en.away_list_description(inputs)
});
/**
* | output |
* | --- |
* | "No away ballots yet." |
*
* @param {Away_List_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_empty = /** @type {((inputs?: Away_List_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_list_empty(inputs)
	return __en.away_list_empty(inputs)
});
/**
* | output |
* | --- |
* | "The club gives us fewer away tickets than members who want them. Apply while a ballot is open; the draw weighs loyalty points, and anyone can check it afterw..." |
*
* @param {Away_List_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_intro = /** @type {((inputs?: Away_List_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_list_intro(inputs)
	return __en.away_list_intro(inputs)
});
/**
* | output |
* | --- |
* | "· opens {date}" |
*
* @param {Away_List_OpensInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_opens = /** @type {((inputs: Away_List_OpensInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_OpensInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_list_opens(inputs)
	return __en.away_list_opens(inputs)
});
/**
* | ticketsPlural | output |
* | --- | --- |
* | "one" | "{tickets} ticket · {applications} applied" |
* | * | "{tickets} tickets · {applications} applied" |
*
* @param {Away_List_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_tickets = /** @type {((inputs: Away_List_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_list_tickets(inputs)
	return __en.away_list_tickets(inputs)
});
/**
* | output |
* | --- |
* | "Away days" |
*
* @param {Away_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_title = /** @type {((inputs?: Away_List_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_list_title(inputs)
	return __en.away_list_title(inputs)
});
/**
* | output |
* | --- |
* | "Closed: the draw is next" |
*
* @param {Away_Phase_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_phase_closed = /** @type {((inputs?: Away_Phase_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Phase_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_phase_closed(inputs)
	return __en.away_phase_closed(inputs)
});
/**
* | output |
* | --- |
* | "Drawn" |
*
* @param {Away_Phase_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_phase_drawn = /** @type {((inputs?: Away_Phase_DrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Phase_DrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_phase_drawn(inputs)
	return __en.away_phase_drawn(inputs)
});
/**
* | output |
* | --- |
* | "Open for applications" |
*
* @param {Away_Phase_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_phase_open = /** @type {((inputs?: Away_Phase_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Phase_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_phase_open(inputs)
	return __en.away_phase_open(inputs)
});
/**
* | output |
* | --- |
* | "Not open yet" |
*
* @param {Away_Phase_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_phase_upcoming = /** @type {((inputs?: Away_Phase_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Phase_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_phase_upcoming(inputs)
	return __en.away_phase_upcoming(inputs)
});
/**
* | output |
* | --- |
* | "You have already applied to this ballot." |
*
* @param {Away_Refusal_Already_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_already_applied = /** @type {((inputs?: Away_Refusal_Already_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Already_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_already_applied(inputs)
	return __en.away_refusal_already_applied(inputs)
});
/**
* | output |
* | --- |
* | "This ballot has already been drawn." |
*
* @param {Away_Refusal_Already_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_already_drawn = /** @type {((inputs?: Away_Refusal_Already_DrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Already_DrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_already_drawn(inputs)
	return __en.away_refusal_already_drawn(inputs)
});
/**
* | output |
* | --- |
* | "Applications are closed." |
*
* @param {Away_Refusal_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_closed = /** @type {((inputs?: Away_Refusal_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_closed(inputs)
	return __en.away_refusal_closed(inputs)
});
/**
* | output |
* | --- |
* | "This ballot is for members only. Join or renew to apply." |
*
* @param {Away_Refusal_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_members_only = /** @type {((inputs?: Away_Refusal_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_members_only(inputs)
	return __en.away_refusal_members_only(inputs)
});
/**
* | output |
* | --- |
* | "You have no application to this ballot." |
*
* @param {Away_Refusal_No_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_no_application = /** @type {((inputs?: Away_Refusal_No_ApplicationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_No_ApplicationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_no_application(inputs)
	return __en.away_refusal_no_application(inputs)
});
/**
* | output |
* | --- |
* | "This ballot takes one ticket per application." |
*
* @param {Away_Refusal_No_PartnersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_no_partners = /** @type {((inputs?: Away_Refusal_No_PartnersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_No_PartnersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_no_partners(inputs)
	return __en.away_refusal_no_partners(inputs)
});
/**
* | output |
* | --- |
* | "Ballot not found." |
*
* @param {Away_Refusal_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_not_found = /** @type {((inputs?: Away_Refusal_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_not_found(inputs)
	return __en.away_refusal_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Applications have not opened yet." |
*
* @param {Away_Refusal_Not_Open_YetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_not_open_yet = /** @type {((inputs?: Away_Refusal_Not_Open_YetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Not_Open_YetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_not_open_yet(inputs)
	return __en.away_refusal_not_open_yet(inputs)
});
/**
* | output |
* | --- |
* | "A Member ID is # and 8 letters or digits, as on the member card (e.g. #1A2B3C4D)." |
*
* @param {Away_Refusal_Partner_Id_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_partner_id_invalid = /** @type {((inputs?: Away_Refusal_Partner_Id_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Partner_Id_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_partner_id_invalid(inputs)
	return __en.away_refusal_partner_id_invalid(inputs)
});
/**
* | output |
* | --- |
* | "That is your own Member ID. Enter your partner's." |
*
* @param {Away_Refusal_Partner_Is_YouInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_partner_is_you = /** @type {((inputs?: Away_Refusal_Partner_Is_YouInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Partner_Is_YouInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_partner_is_you(inputs)
	return __en.away_refusal_partner_is_you(inputs)
});
/**
* | output |
* | --- |
* | "The draw can only be made once applications have closed." |
*
* @param {Away_Refusal_Window_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_window_open = /** @type {((inputs?: Away_Refusal_Window_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Window_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_refusal_window_open(inputs)
	return __en.away_refusal_window_open(inputs)
});
/**
* | output |
* | --- |
* | "The ballot" |
*
* @param {Away_Result_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_back = /** @type {((inputs?: Away_Result_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_back(inputs)
	return __en.away_result_back(inputs)
});
/**
* | output |
* | --- |
* | "To check the draw yourself, run" |
*
* @param {Away_Result_Check_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_check_before = /** @type {((inputs?: Away_Result_Check_BeforeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Check_BeforeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_check_before(inputs)
	return __en.away_result_check_before(inputs)
});
/**
* | output |
* | --- |
* | "in a copy of this app, or recompute it from" |
*
* @param {Away_Result_Check_MiddleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_check_middle = /** @type {((inputs?: Away_Result_Check_MiddleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Check_MiddleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_check_middle(inputs)
	return __en.away_result_check_middle(inputs)
});
/**
* | output |
* | --- |
* | "Member IDs" |
*
* @param {Away_Result_Col_Member_IdsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_col_member_ids = /** @type {((inputs?: Away_Result_Col_Member_IdsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Col_Member_IdsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_col_member_ids(inputs)
	return __en.away_result_col_member_ids(inputs)
});
/**
* | output |
* | --- |
* | "Points" |
*
* @param {Away_Result_Col_PointsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_col_points = /** @type {((inputs?: Away_Result_Col_PointsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Col_PointsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_col_points(inputs)
	return __en.away_result_col_points(inputs)
});
/**
* | output |
* | --- |
* | "Position" |
*
* @param {Away_Result_Col_PositionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_col_position = /** @type {((inputs?: Away_Result_Col_PositionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Col_PositionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_col_position(inputs)
	return __en.away_result_col_position(inputs)
});
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Away_Result_Col_ResultInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_col_result = /** @type {((inputs?: Away_Result_Col_ResultInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Col_ResultInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_col_result(inputs)
	return __en.away_result_col_result(inputs)
});
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Away_Result_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_col_weight = /** @type {((inputs?: Away_Result_Col_WeightInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Col_WeightInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_col_weight(inputs)
	return __en.away_result_col_weight(inputs)
});
/**
* | output |
* | --- |
* | "Commitment (SHA-256 of the seed, shown since the ballot opened)" |
*
* @param {Away_Result_CommitmentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_commitment = /** @type {((inputs?: Away_Result_CommitmentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_CommitmentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_commitment(inputs)
	return __en.away_result_commitment(inputs)
});
/**
* | output |
* | --- |
* | "This ballot has not been drawn yet." |
*
* @param {Away_Result_Not_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_not_drawn = /** @type {((inputs?: Away_Result_Not_DrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Not_DrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_not_drawn(inputs)
	return __en.away_result_not_drawn(inputs)
});
/**
* | output |
* | --- |
* | "The order" |
*
* @param {Away_Result_Order_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_order_heading = /** @type {((inputs?: Away_Result_Order_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Order_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_order_heading(inputs)
	return __en.away_result_order_heading(inputs)
});
/**
* | output |
* | --- |
* | "The order, scrollable" |
*
* @param {Away_Result_Order_ScrollInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_order_scroll = /** @type {((inputs?: Away_Result_Order_ScrollInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Order_ScrollInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_order_scroll(inputs)
	return __en.away_result_order_scroll(inputs)
});
/**
* | output |
* | --- |
* | "the published data" |
*
* @param {Away_Result_Published_DataInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_published_data = /** @type {((inputs?: Away_Result_Published_DataInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Published_DataInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_published_data(inputs)
	return __en.away_result_published_data(inputs)
});
/**
* | output |
* | --- |
* | "Seed" |
*
* @param {Away_Result_SeedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_seed = /** @type {((inputs?: Away_Result_SeedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_SeedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_seed(inputs)
	return __en.away_result_seed(inputs)
});
/**
* | output |
* | --- |
* | "Seed and formula" |
*
* @param {Away_Result_Seed_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_seed_heading = /** @type {((inputs?: Away_Result_Seed_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Seed_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_seed_heading(inputs)
	return __en.away_result_seed_heading(inputs)
});
/**
* | applicationsPlural | output |
* | --- | --- |
* | "one" | "Drawn {date} · {tickets} tickets · {applications} application" |
* | * | "Drawn {date} · {tickets} tickets · {applications} applications" |
*
* @param {Away_Result_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_summary = /** @type {((inputs: Away_Result_SummaryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_SummaryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_summary(inputs)
	return __en.away_result_summary(inputs)
});
/**
* | output |
* | --- |
* | "Ballot result: {match}" |
*
* @param {Away_Result_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_title = /** @type {((inputs: Away_Result_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_title(inputs)
	return __en.away_result_title(inputs)
});
/**
* | output |
* | --- |
* | "Ballot result" |
*
* @param {Away_Result_Title_PlainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_title_plain = /** @type {((inputs?: Away_Result_Title_PlainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Title_PlainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_title_plain(inputs)
	return __en.away_result_title_plain(inputs)
});
/**
* | output |
* | --- |
* | "you" |
*
* @param {Away_Result_YouInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_you = /** @type {((inputs?: Away_Result_YouInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_YouInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_result_you(inputs)
	return __en.away_result_you(inputs)
});
/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Away_Status_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_status_applied = /** @type {((inputs?: Away_Status_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Status_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_status_applied(inputs)
	return __en.away_status_applied(inputs)
});
/**
* | output |
* | --- |
* | "Place offered: pay by the deadline" |
*
* @param {Away_Status_OfferedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_status_offered = /** @type {((inputs?: Away_Status_OfferedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Status_OfferedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_status_offered(inputs)
	return __en.away_status_offered(inputs)
});
/**
* | output |
* | --- |
* | "Paid: you're going" |
*
* @param {Away_Status_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_status_paid = /** @type {((inputs?: Away_Status_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Status_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_status_paid(inputs)
	return __en.away_status_paid(inputs)
});
/**
* | output |
* | --- |
* | "Not paid in time: the place passed on" |
*
* @param {Away_Status_PassedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_status_passed = /** @type {((inputs?: Away_Status_PassedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Status_PassedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_status_passed(inputs)
	return __en.away_status_passed(inputs)
});
/**
* | output |
* | --- |
* | "Waiting: not reached in the draw" |
*
* @param {Away_Status_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_status_waiting = /** @type {((inputs?: Away_Status_WaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Status_WaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_status_waiting(inputs)
	return __en.away_status_waiting(inputs)
});
/**
* | output |
* | --- |
* | "Waiting: {reason}" |
*
* @param {Away_Status_Waiting_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_status_waiting_reason = /** @type {((inputs: Away_Status_Waiting_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Status_Waiting_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_status_waiting_reason(inputs)
	return __en.away_status_waiting_reason(inputs)
});
/**
* | output |
* | --- |
* | "Application received. Good luck in the draw!" |
*
* @param {Away_Text_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_applied = /** @type {((inputs?: Away_Text_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_applied(inputs)
	return __en.away_text_applied(inputs)
});
/**
* | output |
* | --- |
* | "Ballot created. Applications open at the time you set." |
*
* @param {Away_Text_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_created = /** @type {((inputs?: Away_Text_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_created(inputs)
	return __en.away_text_created(inputs)
});
/**
* | placedPlural | output |
* | --- | --- |
* | "one" | "Drawn: {placed} place offered, {waiting} waiting." |
* | * | "Drawn: {placed} places offered, {waiting} waiting." |
*
* @param {Away_Text_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_drawn = /** @type {((inputs: Away_Text_DrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_DrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_drawn(inputs)
	return __en.away_text_drawn(inputs)
});
/**
* | output |
* | --- |
* | "The match: kickoff, where, who is going" |
*
* @param {Away_Text_Match_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_match_link = /** @type {((inputs?: Away_Text_Match_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Match_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_match_link(inputs)
	return __en.away_text_match_link(inputs)
});
/**
* | output |
* | --- |
* | "That match is no longer there. Choose another." |
*
* @param {Away_Text_Match_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_match_not_found = /** @type {((inputs?: Away_Text_Match_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Match_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_match_not_found(inputs)
	return __en.away_text_match_not_found(inputs)
});
/**
* | output |
* | --- |
* | "No upcoming away matches: add the match first, marked Away." |
*
* @param {Away_Text_No_Away_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_no_away_matches = /** @type {((inputs?: Away_Text_No_Away_MatchesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_No_Away_MatchesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_no_away_matches(inputs)
	return __en.away_text_no_away_matches(inputs)
});
/**
* | output |
* | --- |
* | "Choose an away match: a ballot is for away tickets." |
*
* @param {Away_Text_Not_Away_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_not_away_match = /** @type {((inputs?: Away_Text_Not_Away_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Not_Away_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_not_away_match(inputs)
	return __en.away_text_not_away_match(inputs)
});
/**
* | output |
* | --- |
* | "That place is no longer waiting for payment." |
*
* @param {Away_Text_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_not_offered = /** @type {((inputs?: Away_Text_Not_OfferedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Not_OfferedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_not_offered(inputs)
	return __en.away_text_not_offered(inputs)
});
/**
* | output |
* | --- |
* | "Payment recorded." |
*
* @param {Away_Text_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_paid = /** @type {((inputs?: Away_Text_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_paid(inputs)
	return __en.away_text_paid(inputs)
});
/**
* | output |
* | --- |
* | "You declined. Your partner goes into the draw alone, and you can apply yourself." |
*
* @param {Away_Text_Pair_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_pair_declined = /** @type {((inputs?: Away_Text_Pair_DeclinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Pair_DeclinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_pair_declined(inputs)
	return __en.away_text_pair_declined(inputs)
});
/**
* | output |
* | --- |
* | "You joined the pair: you win or lose together." |
*
* @param {Away_Text_Pair_JoinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_pair_joined = /** @type {((inputs?: Away_Text_Pair_JoinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Pair_JoinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_pair_joined(inputs)
	return __en.away_text_pair_joined(inputs)
});
/**
* | output |
* | --- |
* | "Online payment is not available: pay at the table by the deadline." |
*
* @param {Away_Text_Pay_At_TableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_pay_at_table = /** @type {((inputs?: Away_Text_Pay_At_TableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Pay_At_TableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_pay_at_table(inputs)
	return __en.away_text_pay_at_table(inputs)
});
/**
* | output |
* | --- |
* | "We could not start the online payment. Try again, or pay at the table by the deadline." |
*
* @param {Away_Text_Payment_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_payment_not_started = /** @type {((inputs?: Away_Text_Payment_Not_StartedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Payment_Not_StartedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_payment_not_started(inputs)
	return __en.away_text_payment_not_started(inputs)
});
/**
* | output |
* | --- |
* | "Seat booked. Pay at pickup." |
*
* @param {Away_Text_Seat_BookedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_seat_booked = /** @type {((inputs?: Away_Text_Seat_BookedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Seat_BookedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_seat_booked(inputs)
	return __en.away_text_seat_booked(inputs)
});
/**
* | output |
* | --- |
* | "Your seat was cancelled." |
*
* @param {Away_Text_Seat_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_seat_cancelled = /** @type {((inputs?: Away_Text_Seat_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Seat_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_seat_cancelled(inputs)
	return __en.away_text_seat_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "The deadline is less than 30 minutes away: pay at the table." |
*
* @param {Away_Text_Too_Late_OnlineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_too_late_online = /** @type {((inputs?: Away_Text_Too_Late_OnlineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Too_Late_OnlineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_too_late_online(inputs)
	return __en.away_text_too_late_online(inputs)
});
/**
* | output |
* | --- |
* | "Coach added. Members with a place can now book seats." |
*
* @param {Away_Text_Trip_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_trip_added = /** @type {((inputs?: Away_Text_Trip_AddedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Trip_AddedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_trip_added(inputs)
	return __en.away_text_trip_added(inputs)
});
/**
* | output |
* | --- |
* | "Coach changed. Members whose pickup moved are emailed." |
*
* @param {Away_Text_Trip_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_trip_changed = /** @type {((inputs?: Away_Text_Trip_ChangedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Trip_ChangedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_trip_changed(inputs)
	return __en.away_text_trip_changed(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for {memberId} to confirm: unless they do before the close, you go into the draw alone." |
*
* @param {Away_Text_Waiting_For_PartnerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_waiting_for_partner = /** @type {((inputs: Away_Text_Waiting_For_PartnerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Waiting_For_PartnerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_waiting_for_partner(inputs)
	return __en.away_text_waiting_for_partner(inputs)
});
/**
* | output |
* | --- |
* | "Your application was withdrawn." |
*
* @param {Away_Text_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_withdrawn = /** @type {((inputs?: Away_Text_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_text_withdrawn(inputs)
	return __en.away_text_withdrawn(inputs)
});
/**
* | output |
* | --- |
* | "Applied" |
*
* @param {Away_Toast_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_toast_applied = /** @type {((inputs?: Away_Toast_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Toast_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_toast_applied(inputs)
	return __en.away_toast_applied(inputs)
});
/**
* | output |
* | --- |
* | "Ballot" |
*
* @param {Away_Toast_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_toast_ballot = /** @type {((inputs?: Away_Toast_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Toast_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_toast_ballot(inputs)
	return __en.away_toast_ballot(inputs)
});
/**
* | output |
* | --- |
* | "Coach" |
*
* @param {Away_Toast_CoachInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_toast_coach = /** @type {((inputs?: Away_Toast_CoachInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Toast_CoachInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_toast_coach(inputs)
	return __en.away_toast_coach(inputs)
});
/**
* | output |
* | --- |
* | "Withdrawn" |
*
* @param {Away_Toast_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_toast_withdrawn = /** @type {((inputs?: Away_Toast_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Toast_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_toast_withdrawn(inputs)
	return __en.away_toast_withdrawn(inputs)
});
/**
* | output |
* | --- |
* | "You already have a seat on the coach." |
*
* @param {Away_Trip_Already_BookedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_already_booked = /** @type {((inputs?: Away_Trip_Already_BookedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Already_BookedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_trip_already_booked(inputs)
	return __en.away_trip_already_booked(inputs)
});
/**
* | output |
* | --- |
* | "Choose one of the pickup points." |
*
* @param {Away_Trip_Bad_PickupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_bad_pickup = /** @type {((inputs?: Away_Trip_Bad_PickupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Bad_PickupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_trip_bad_pickup(inputs)
	return __en.away_trip_bad_pickup(inputs)
});
/**
* | output |
* | --- |
* | "The coach is full." |
*
* @param {Away_Trip_Coach_FullInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_coach_full = /** @type {((inputs?: Away_Trip_Coach_FullInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Coach_FullInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_trip_coach_full(inputs)
	return __en.away_trip_coach_full(inputs)
});
/**
* | output |
* | --- |
* | "This ballot already has a coach." |
*
* @param {Away_Trip_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_exists = /** @type {((inputs?: Away_Trip_ExistsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_ExistsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_trip_exists(inputs)
	return __en.away_trip_exists(inputs)
});
/**
* | output |
* | --- |
* | "Seats are for members with a place from the ballot." |
*
* @param {Away_Trip_No_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_no_place = /** @type {((inputs?: Away_Trip_No_PlaceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_No_PlaceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_trip_no_place(inputs)
	return __en.away_trip_no_place(inputs)
});
/**
* | output |
* | --- |
* | "You have no seat on the coach." |
*
* @param {Away_Trip_No_SeatInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_no_seat = /** @type {((inputs?: Away_Trip_No_SeatInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_No_SeatInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_trip_no_seat(inputs)
	return __en.away_trip_no_seat(inputs)
});
/**
* | output |
* | --- |
* | "This ballot has no coach." |
*
* @param {Away_Trip_No_TripInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_no_trip = /** @type {((inputs?: Away_Trip_No_TripInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_No_TripInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_trip_no_trip(inputs)
	return __en.away_trip_no_trip(inputs)
});
/**
* | output |
* | --- |
* | "A member boards at a pickup point you took out: keep it, or ask them to choose another first." |
*
* @param {Away_Trip_Pickup_In_UseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_pickup_in_use = /** @type {((inputs?: Away_Trip_Pickup_In_UseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Pickup_In_UseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_trip_pickup_in_use(inputs)
	return __en.away_trip_pickup_in_use(inputs)
});
/**
* | output |
* | --- |
* | "The pickup points have just changed: check them and choose again." |
*
* @param {Away_Trip_Pickups_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_pickups_changed = /** @type {((inputs?: Away_Trip_Pickups_ChangedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Pickups_ChangedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_trip_pickups_changed(inputs)
	return __en.away_trip_pickups_changed(inputs)
});
/**
* | output |
* | --- |
* | "More seats than that are already booked: keep at least as many as are taken." |
*
* @param {Away_Trip_Seats_Below_BookedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_seats_below_booked = /** @type {((inputs?: Away_Trip_Seats_Below_BookedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Seats_Below_BookedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_trip_seats_below_booked(inputs)
	return __en.away_trip_seats_below_booked(inputs)
});
/**
* | output |
* | --- |
* | "Unknown request." |
*
* @param {Away_Unknown_RequestInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_unknown_request = /** @type {((inputs?: Away_Unknown_RequestInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Unknown_RequestInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_unknown_request(inputs)
	return __en.away_unknown_request(inputs)
});
/**
* | output |
* | --- |
* | "not reached in the draw" |
*
* @param {Away_Waiting_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_waiting_not_reached = /** @type {((inputs?: Away_Waiting_Not_ReachedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Waiting_Not_ReachedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_waiting_not_reached(inputs)
	return __en.away_waiting_not_reached(inputs)
});
/**
* | neededPlural | output |
* | --- | --- |
* | "one" | "skipped: {needed} ticket needed, {left} left" |
* | * | "skipped: {needed} tickets needed, {left} left" |
*
* @param {Away_Waiting_SkippedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_waiting_skipped = /** @type {((inputs: Away_Waiting_SkippedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Waiting_SkippedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.away_waiting_skipped(inputs)
	return __en.away_waiting_skipped(inputs)
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
* | "An active membership needs an expiry date." |
*
* @param {Membership_Admin_Active_Expiry_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_active_expiry_missing = /** @type {((inputs?: Membership_Admin_Active_Expiry_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Active_Expiry_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_admin_active_expiry_missing(inputs)
	return __en.membership_admin_active_expiry_missing(inputs)
});
/**
* | output |
* | --- |
* | "An active membership needs an expiry date after today: enter the new end date." |
*
* @param {Membership_Admin_Active_Expiry_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_active_expiry_past = /** @type {((inputs?: Membership_Admin_Active_Expiry_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Active_Expiry_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_admin_active_expiry_past(inputs)
	return __en.membership_admin_active_expiry_past(inputs)
});
/**
* | output |
* | --- |
* | "This is the last administrator: grant admin rights to someone else first." |
*
* @param {Membership_Admin_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_last_admin = /** @type {((inputs?: Membership_Admin_Last_AdminInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Last_AdminInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_admin_last_admin(inputs)
	return __en.membership_admin_last_admin(inputs)
});
/**
* | output |
* | --- |
* | "Member not found" |
*
* @param {Membership_Admin_Member_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_member_not_found = /** @type {((inputs?: Membership_Admin_Member_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Member_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_admin_member_not_found(inputs)
	return __en.membership_admin_member_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Use Grant lifetime membership to make this member lifetime: it also closes their subscriptions and cancels them at Stripe." |
*
* @param {Membership_Admin_Use_Grant_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_use_grant_lifetime = /** @type {((inputs?: Membership_Admin_Use_Grant_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Use_Grant_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_admin_use_grant_lifetime(inputs)
	return __en.membership_admin_use_grant_lifetime(inputs)
});
/**
* | output |
* | --- |
* | "Your membership already renews automatically; manage your card from your profile." |
*
* @param {Membership_Already_Renews_By_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_already_renews_by_card = /** @type {((inputs?: Membership_Already_Renews_By_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Already_Renews_By_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_already_renews_by_card(inputs)
	return __en.membership_already_renews_by_card(inputs)
});
/**
* | output |
* | --- |
* | "{tier} is {price} a year. To record {amount} anyway, tick '{label}' and record again: the membership's price becomes {amount}." |
*
* @param {Membership_Amount_DiffersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_amount_differs = /** @type {((inputs: Membership_Amount_DiffersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Amount_DiffersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_amount_differs(inputs)
	return __en.membership_amount_differs(inputs)
});
/**
* | output |
* | --- |
* | "Its key is ln(u) ÷ weight; the order is the keys from the largest down (a weighted draw without replacement)." |
*
* @param {Membership_Ballot_Formula_KeyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_ballot_formula_key = /** @type {((inputs?: Membership_Ballot_Formula_KeyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Ballot_Formula_KeyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_ballot_formula_key(inputs)
	return __en.membership_ballot_formula_key(inputs)
});
/**
* | output |
* | --- |
* | "Each application gets a number u between 0 and 1: the first 53 bits of HMAC-SHA256(seed, \"application:<id>\")." |
*
* @param {Membership_Ballot_Formula_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_ballot_formula_number = /** @type {((inputs?: Membership_Ballot_Formula_NumberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Ballot_Formula_NumberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_ballot_formula_number(inputs)
	return __en.membership_ballot_formula_number(inputs)
});
/**
* | output |
* | --- |
* | "Places go down the order while the tickets last; a pair is placed only where two tickets are left." |
*
* @param {Membership_Ballot_Formula_PlacesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_ballot_formula_places = /** @type {((inputs?: Membership_Ballot_Formula_PlacesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Ballot_Formula_PlacesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_ballot_formula_places(inputs)
	return __en.membership_ballot_formula_places(inputs)
});
/**
* | output |
* | --- |
* | "Weight = {base} + points (a pair applying together: the mean of their two weights)." |
*
* @param {Membership_Ballot_Formula_WeightInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_ballot_formula_weight = /** @type {((inputs: Membership_Ballot_Formula_WeightInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Ballot_Formula_WeightInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_ballot_formula_weight(inputs)
	return __en.membership_ballot_formula_weight(inputs)
});
/**
* | output |
* | --- |
* | "Amount differs from the tier price" |
*
* @param {Membership_Confirm_Amount_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_confirm_amount_label = /** @type {((inputs?: Membership_Confirm_Amount_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Confirm_Amount_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_confirm_amount_label(inputs)
	return __en.membership_confirm_amount_label(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Expired {count} day ago" |
* | * | "Expired {count} days ago" |
*
* @param {Membership_Expiry_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_expired = /** @type {((inputs: Membership_Expiry_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_expiry_expired(inputs)
	return __en.membership_expiry_expired(inputs)
});
/**
* | output |
* | --- |
* | "N/A - Lifetime Member" |
*
* @param {Membership_Expiry_Lifetime_DateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_lifetime_date = /** @type {((inputs?: Membership_Expiry_Lifetime_DateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_Lifetime_DateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_expiry_lifetime_date(inputs)
	return __en.membership_expiry_lifetime_date(inputs)
});
/**
* | output |
* | --- |
* | "Never expires - Lifetime access" |
*
* @param {Membership_Expiry_Lifetime_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_lifetime_note = /** @type {((inputs?: Membership_Expiry_Lifetime_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_Lifetime_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_expiry_lifetime_note(inputs)
	return __en.membership_expiry_lifetime_note(inputs)
});
/**
* | output |
* | --- |
* | "N/A" |
*
* @param {Membership_Expiry_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_none = /** @type {((inputs?: Membership_Expiry_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_expiry_none(inputs)
	return __en.membership_expiry_none(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day remaining" |
* | * | "{count} days remaining" |
*
* @param {Membership_Expiry_RemainingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_remaining = /** @type {((inputs: Membership_Expiry_RemainingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_RemainingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_expiry_remaining(inputs)
	return __en.membership_expiry_remaining(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Expires in {count} day" |
* | * | "Expires in {count} days" |
*
* @param {Membership_Expiry_WarningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_warning = /** @type {((inputs: Membership_Expiry_WarningInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_WarningInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_expiry_warning(inputs)
	return __en.membership_expiry_warning(inputs)
});
/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "You can add at most {max} family member." |
* | * | "You can add at most {max} family members." |
*
* @param {Membership_Family_LimitInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_family_limit = /** @type {((inputs: Membership_Family_LimitInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Family_LimitInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_family_limit(inputs)
	return __en.membership_family_limit(inputs)
});
/**
* | output |
* | --- |
* | "Only active members have a household. Renew your membership to add family members." |
*
* @param {Membership_Family_Not_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_family_not_member = /** @type {((inputs?: Membership_Family_Not_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Family_Not_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_family_not_member(inputs)
	return __en.membership_family_not_member(inputs)
});
/**
* | output |
* | --- |
* | "You are a lifetime member: there is nothing to buy." |
*
* @param {Membership_Lifetime_Nothing_To_BuyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_lifetime_nothing_to_buy = /** @type {((inputs?: Membership_Lifetime_Nothing_To_BuyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Lifetime_Nothing_To_BuyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_lifetime_nothing_to_buy(inputs)
	return __en.membership_lifetime_nothing_to_buy(inputs)
});
/**
* | output |
* | --- |
* | "{tier} membership" |
*
* @param {Membership_Line_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_line_name = /** @type {((inputs: Membership_Line_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Line_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_line_name(inputs)
	return __en.membership_line_name(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} away ballot lost this season" |
* | * | "{count} away ballots lost this season" |
*
* @param {Membership_Loyalty_Ballots_LostInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_ballots_lost = /** @type {((inputs: Membership_Loyalty_Ballots_LostInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Ballots_LostInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_ballots_lost(inputs)
	return __en.membership_loyalty_ballots_lost(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{hours} volunteer hour" |
* | * | "{hours} volunteer hours" |
*
* @param {Membership_Loyalty_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_hours = /** @type {((inputs: Membership_Loyalty_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_hours(inputs)
	return __en.membership_loyalty_hours(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{text} · {count} point" |
* | * | "{text} · {count} points" |
*
* @param {Membership_Loyalty_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_line = /** @type {((inputs: Membership_Loyalty_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_line(inputs)
	return __en.membership_loyalty_line(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} match attended" |
* | * | "{count} matches attended" |
*
* @param {Membership_Loyalty_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_matches = /** @type {((inputs: Membership_Loyalty_MatchesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_MatchesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_matches(inputs)
	return __en.membership_loyalty_matches(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} point per away-day ballot entered and lost this season" |
* | * | "{count} points per away-day ballot entered and lost this season" |
*
* @param {Membership_Loyalty_Rule_BallotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_rule_ballots = /** @type {((inputs: Membership_Loyalty_Rule_BallotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Rule_BallotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_rule_ballots(inputs)
	return __en.membership_loyalty_rule_ballots(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 point per {count} hour of volunteer shifts worked {seasons}" |
* | * | "1 point per {count} hours of volunteer shifts worked {seasons}" |
*
* @param {Membership_Loyalty_Rule_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_rule_hours = /** @type {((inputs: Membership_Loyalty_Rule_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Rule_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_rule_hours(inputs)
	return __en.membership_loyalty_rule_hours(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} point per match attended {seasons} (checked in at the door; an RSVP does not count)" |
* | * | "{count} points per match attended {seasons} (checked in at the door; an RSVP does not count)" |
*
* @param {Membership_Loyalty_Rule_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_rule_matches = /** @type {((inputs: Membership_Loyalty_Rule_MatchesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Rule_MatchesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_rule_matches(inputs)
	return __en.membership_loyalty_rule_matches(inputs)
});
/**
* | output |
* | --- |
* | "Only active and lifetime members have points." |
*
* @param {Membership_Loyalty_Rule_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_rule_members_only = /** @type {((inputs?: Membership_Loyalty_Rule_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Rule_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_rule_members_only(inputs)
	return __en.membership_loyalty_rule_members_only(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} point per full year of unbroken membership" |
* | * | "{count} points per full year of unbroken membership" |
*
* @param {Membership_Loyalty_Rule_YearsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_rule_years = /** @type {((inputs: Membership_Loyalty_Rule_YearsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Rule_YearsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_rule_years(inputs)
	return __en.membership_loyalty_rule_years(inputs)
});
/**
* | output |
* | --- |
* | "the last {count} seasons" |
*
* @param {Membership_Loyalty_Seasons_Last_NInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_seasons_last_n = /** @type {((inputs: Membership_Loyalty_Seasons_Last_NInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Seasons_Last_NInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_seasons_last_n(inputs)
	return __en.membership_loyalty_seasons_last_n(inputs)
});
/**
* | output |
* | --- |
* | "this season" |
*
* @param {Membership_Loyalty_Seasons_ThisInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_seasons_this = /** @type {((inputs?: Membership_Loyalty_Seasons_ThisInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Seasons_ThisInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_seasons_this(inputs)
	return __en.membership_loyalty_seasons_this(inputs)
});
/**
* | output |
* | --- |
* | "this season and last" |
*
* @param {Membership_Loyalty_Seasons_This_And_LastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_seasons_this_and_last = /** @type {((inputs?: Membership_Loyalty_Seasons_This_And_LastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Seasons_This_And_LastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_seasons_this_and_last(inputs)
	return __en.membership_loyalty_seasons_this_and_last(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} full year a member" |
* | * | "{count} full years a member" |
*
* @param {Membership_Loyalty_YearsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_years = /** @type {((inputs: Membership_Loyalty_YearsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_YearsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_loyalty_years(inputs)
	return __en.membership_loyalty_years(inputs)
});
/**
* | output |
* | --- |
* | "Member" |
*
* @param {Membership_Member_Fallback_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_member_fallback_name = /** @type {((inputs?: Membership_Member_Fallback_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Member_Fallback_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_member_fallback_name(inputs)
	return __en.membership_member_fallback_name(inputs)
});
/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Membership_Payment_Bank_TransferInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_payment_bank_transfer = /** @type {((inputs?: Membership_Payment_Bank_TransferInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Payment_Bank_TransferInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_payment_bank_transfer(inputs)
	return __en.membership_payment_bank_transfer(inputs)
});
/**
* | output |
* | --- |
* | "Card terminal" |
*
* @param {Membership_Payment_Card_TerminalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_payment_card_terminal = /** @type {((inputs?: Membership_Payment_Card_TerminalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Payment_Card_TerminalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_payment_card_terminal(inputs)
	return __en.membership_payment_card_terminal(inputs)
});
/**
* | output |
* | --- |
* | "Cash" |
*
* @param {Membership_Payment_CashInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_payment_cash = /** @type {((inputs?: Membership_Payment_CashInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Payment_CashInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_payment_cash(inputs)
	return __en.membership_payment_cash(inputs)
});
/**
* | output |
* | --- |
* | "Cheque" |
*
* @param {Membership_Payment_ChequeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_payment_cheque = /** @type {((inputs?: Membership_Payment_ChequeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Payment_ChequeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_payment_cheque(inputs)
	return __en.membership_payment_cheque(inputs)
});
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Membership_Payment_OtherInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_payment_other = /** @type {((inputs?: Membership_Payment_OtherInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Payment_OtherInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_payment_other(inputs)
	return __en.membership_payment_other(inputs)
});
/**
* | output |
* | --- |
* | "Digital membership card" |
*
* @param {Membership_Perk_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_card = /** @type {((inputs?: Membership_Perk_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_card(inputs)
	return __en.membership_perk_card(inputs)
});
/**
* | output |
* | --- |
* | "Early notice of away trips and socials" |
*
* @param {Membership_Perk_Early_NoticeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_early_notice = /** @type {((inputs?: Membership_Perk_Early_NoticeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Early_NoticeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_early_notice(inputs)
	return __en.membership_perk_early_notice(inputs)
});
/**
* | output |
* | --- |
* | "Everything in Roadie" |
*
* @param {Membership_Perk_Everything_RoadieInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_everything_roadie = /** @type {((inputs?: Membership_Perk_Everything_RoadieInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Everything_RoadieInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_everything_roadie(inputs)
	return __en.membership_perk_everything_roadie(inputs)
});
/**
* | output |
* | --- |
* | "Everything in Supporter" |
*
* @param {Membership_Perk_Everything_SupporterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_everything_supporter = /** @type {((inputs?: Membership_Perk_Everything_SupporterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Everything_SupporterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_everything_supporter(inputs)
	return __en.membership_perk_everything_supporter(inputs)
});
/**
* | output |
* | --- |
* | "Your name on our supporters' honour roll" |
*
* @param {Membership_Perk_Honour_RollInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_honour_roll = /** @type {((inputs?: Membership_Perk_Honour_RollInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Honour_RollInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_honour_roll(inputs)
	return __en.membership_perk_honour_roll(inputs)
});
/**
* | output |
* | --- |
* | "Member pricing on group merchandise" |
*
* @param {Membership_Perk_Merch_PricingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_merch_pricing = /** @type {((inputs?: Membership_Perk_Merch_PricingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Merch_PricingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_merch_pricing(inputs)
	return __en.membership_perk_merch_pricing(inputs)
});
/**
* | output |
* | --- |
* | "Members' newsletter" |
*
* @param {Membership_Perk_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_newsletter = /** @type {((inputs?: Membership_Perk_NewsletterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_NewsletterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_newsletter(inputs)
	return __en.membership_perk_newsletter(inputs)
});
/**
* | output |
* | --- |
* | "RSVP to group events" |
*
* @param {Membership_Perk_RsvpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_rsvp = /** @type {((inputs?: Membership_Perk_RsvpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_RsvpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_rsvp(inputs)
	return __en.membership_perk_rsvp(inputs)
});
/**
* | output |
* | --- |
* | "Annual members' scarf" |
*
* @param {Membership_Perk_ScarfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_scarf = /** @type {((inputs?: Membership_Perk_ScarfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_ScarfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_scarf(inputs)
	return __en.membership_perk_scarf(inputs)
});
/**
* | output |
* | --- |
* | "List and find tickets on the ticket exchange" |
*
* @param {Membership_Perk_Ticket_ExchangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_ticket_exchange = /** @type {((inputs?: Membership_Perk_Ticket_ExchangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Ticket_ExchangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_ticket_exchange(inputs)
	return __en.membership_perk_ticket_exchange(inputs)
});
/**
* | output |
* | --- |
* | "Invitations to VIP member gatherings" |
*
* @param {Membership_Perk_Vip_GatheringsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_vip_gatherings = /** @type {((inputs?: Membership_Perk_Vip_GatheringsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Vip_GatheringsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_vip_gatherings(inputs)
	return __en.membership_perk_vip_gatherings(inputs)
});
/**
* | output |
* | --- |
* | "Exclusive VIP merchandise pack" |
*
* @param {Membership_Perk_Vip_PackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_vip_pack = /** @type {((inputs?: Membership_Perk_Vip_PackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Vip_PackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_perk_vip_pack(inputs)
	return __en.membership_perk_vip_pack(inputs)
});
/**
* | output |
* | --- |
* | "Active Member" |
*
* @param {Membership_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_status_active = /** @type {((inputs?: Membership_Status_ActiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_ActiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_status_active(inputs)
	return __en.membership_status_active(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Membership_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_status_cancelled = /** @type {((inputs?: Membership_Status_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_status_cancelled(inputs)
	return __en.membership_status_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Membership_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_status_expired = /** @type {((inputs?: Membership_Status_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_status_expired(inputs)
	return __en.membership_status_expired(inputs)
});
/**
* | output |
* | --- |
* | "Inactive" |
*
* @param {Membership_Status_InactiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_status_inactive = /** @type {((inputs?: Membership_Status_InactiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_InactiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_status_inactive(inputs)
	return __en.membership_status_inactive(inputs)
});
/**
* | output |
* | --- |
* | "Lifetime Member" |
*
* @param {Membership_Status_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_status_lifetime = /** @type {((inputs?: Membership_Status_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_status_lifetime(inputs)
	return __en.membership_status_lifetime(inputs)
});
/**
* | output |
* | --- |
* | "Pending Approval" |
*
* @param {Membership_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_status_pending = /** @type {((inputs?: Membership_Status_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_status_pending(inputs)
	return __en.membership_status_pending(inputs)
});
/**
* | output |
* | --- |
* | "annual" |
*
* @param {Membership_Type_AnnualInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_type_annual = /** @type {((inputs?: Membership_Type_AnnualInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Type_AnnualInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_type_annual(inputs)
	return __en.membership_type_annual(inputs)
});
/**
* | output |
* | --- |
* | "lifetime" |
*
* @param {Membership_Type_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_type_lifetime = /** @type {((inputs?: Membership_Type_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Type_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_type_lifetime(inputs)
	return __en.membership_type_lifetime(inputs)
});
/**
* | output |
* | --- |
* | "monthly" |
*
* @param {Membership_Type_MonthlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_type_monthly = /** @type {((inputs?: Membership_Type_MonthlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Type_MonthlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_type_monthly(inputs)
	return __en.membership_type_monthly(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Membership_Type_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_type_none = /** @type {((inputs?: Membership_Type_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Type_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return __de.membership_type_none(inputs)
	return __en.membership_type_none(inputs)
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