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
	return /** @type {LocalizedString} */ (`Verlosungen`)
};

export const away_admin_choose_match = /** @type {(inputs: Away_Admin_Choose_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel wählen`)
};

export const away_admin_col_applied = /** @type {(inputs: Away_Admin_Col_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beworben`)
};

export const away_admin_col_phase = /** @type {(inputs: Away_Admin_Col_PhaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phase`)
};

export const away_admin_col_price = /** @type {(inputs: Away_Admin_Col_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

export const away_admin_create = /** @type {(inputs: Away_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosung anlegen`)
};

export const away_admin_dashboard = /** @type {(inputs: Away_Admin_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

export const away_admin_field_closes = /** @type {(inputs: Away_Admin_Field_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung schließt`)
};

export const away_admin_field_match = /** @type {(inputs: Away_Admin_Field_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

export const away_admin_field_opens = /** @type {(inputs: Away_Admin_Field_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung öffnet`)
};

export const away_admin_field_pay_hours = /** @type {(inputs: Away_Admin_Field_Pay_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stunden zum Bezahlen nach dem Angebot`)
};

export const away_admin_field_per_application = /** @type {(inputs: Away_Admin_Field_Per_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets pro Bewerbung`)
};

export const away_admin_field_price = /** @type {(inputs: Away_Admin_Field_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preis (${i?.symbol})`)
};

export const away_admin_field_tickets = /** @type {(inputs: Away_Admin_Field_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const away_admin_list_intro = /** @type {(inputs: Away_Admin_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets für ein Auswärtsspiel: Bewerbung in einem Zeitfenster, danach Verlosung, gewichtet nach Treuepunkten.`)
};

export const away_admin_list_title = /** @type {(inputs: Away_Admin_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosungen Auswärtsfahrten`)
};

export const away_admin_members_only = /** @type {(inputs: Away_Admin_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Mitglieder: Nur aktive Mitglieder und Mitglieder auf Lebenszeit dürfen sich bewerben`)
};

export const away_admin_new_ballot = /** @type {(inputs: Away_Admin_New_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Verlosung`)
};

export const away_admin_new_intro = /** @type {(inputs: Away_Admin_New_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder bewerben sich, solange das Fenster offen ist; danach ziehst du die Verlosung, und die angebotenen Plätze werden innerhalb der eingestellten Stunden bezahlt.`)
};

export const away_admin_new_title = /** @type {(inputs: Away_Admin_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Verlosung für eine Auswärtsfahrt`)
};

export const away_admin_no_ballots = /** @type {(inputs: Away_Admin_No_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Verlosungen.`)
};

export const away_admin_open = /** @type {(inputs: Away_Admin_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffnen`)
};

export const away_admin_open_ballot = /** @type {(inputs: Away_Admin_Open_BallotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlosung für ${i?.title} öffnen`)
};

export const away_admin_per_application_hint = /** @type {(inputs: Away_Admin_Per_Application_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2: Ein Mitglied kann sich mit Partner:in bewerben.`)
};

export const away_admin_saving = /** @type {(inputs: Away_Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gespeichert …`)
};

export const away_admin_success = /** @type {(inputs: Away_Admin_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erledigt`)
};

export const away_admin_zone_hint = /** @type {(inputs: Away_Admin_Zone_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeit in ${i?.zone}.`)
};

export const away_api_no_drawn_ballot = /** @type {(inputs: Away_Api_No_Drawn_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine gezogene Verlosung mit dieser ID.`)
};

export const away_ballot_a_member = /** @type {(inputs: Away_Ballot_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Mitglied`)
};

export const away_ballot_applied = /** @type {(inputs: Away_Ballot_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dich beworben.`)
};

export const away_ballot_apply = /** @type {(inputs: Away_Ballot_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerben`)
};

export const away_ballot_applying = /** @type {(inputs: Away_Ballot_ApplyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet …`)
};

export const away_ballot_back = /** @type {(inputs: Away_Ballot_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Verlosungen`)
};

export const away_ballot_closed = /** @type {(inputs: Away_Ballot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewerbung ist geschlossen.`)
};

export const away_ballot_decline = /** @type {(inputs: Away_Ballot_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablehnen`)
};

export const away_ballot_join_pair = /** @type {(inputs: Away_Ballot_Join_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dem Paar beitreten`)
};

export const away_ballot_lost_point = /** @type {(inputs: Away_Ballot_Lost_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese verlorene Verlosung bringt dir einen Punkt für deine nächste Verlosung in dieser Saison.`)
};

export const away_ballot_named_you = /** @type {(inputs: Away_Ballot_Named_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} hat dich als Partner:in genannt: zwei Tickets, gemeinsam gewonnen oder verloren, gewichtet nach dem Mittelwert eurer Punkte.`)
};

export const away_ballot_opens_at = /** @type {(inputs: Away_Ballot_Opens_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Bewerbung öffnet am ${i?.date}.`)
};

export const away_ballot_partner_hint = /** @type {(inputs: Away_Ballot_Partner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um dich mit einem anderen Mitglied für zwei Tickets zu bewerben: die ID auf dessen Mitgliedskarte, z. B. #1A2B3C4D. Ihr gewinnt oder verliert gemeinsam.`)
};

export const away_ballot_partner_label = /** @type {(inputs: Away_Ballot_Partner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieds-ID der Partnerin oder des Partners (optional)`)
};

export const away_ballot_pay_by_online = /** @type {(inputs: Away_Ballot_Pay_By_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahle bis ${i?.date}, online oder am Tisch. Ein bis dahin nicht bezahlter Platz geht in der Reihenfolge weiter.`)
};

export const away_ballot_pay_by_table = /** @type {(inputs: Away_Ballot_Pay_By_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahle bis ${i?.date} am Tisch. Ein bis dahin nicht bezahlter Platz geht in der Reihenfolge weiter.`)
};

export const away_ballot_pay_online = /** @type {(inputs: Away_Ballot_Pay_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online bezahlen`)
};

export const away_ballot_see_draw = /** @type {(inputs: Away_Ballot_See_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Ziehung ansehen und nachprüfen`)
};

export const away_ballot_sign_in = /** @type {(inputs: Away_Ballot_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich an`)
};

export const away_ballot_sign_in_to_apply = /** @type {(inputs: Away_Ballot_Sign_In_To_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`und bewirb dich.`)
};

export const away_ballot_status_position = /** @type {(inputs: Away_Ballot_Status_PositionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} · Nummer ${i?.position} in der Reihenfolge`)
};

export const away_ballot_title = /** @type {(inputs: Away_Ballot_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlosung Auswärtsfahrt: ${i?.title}`)
};

export const away_ballot_with_partner = /** @type {(inputs: Away_Ballot_With_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Mit ${i?.name} (${i?.memberId}).`)
};

export const away_ballot_withdraw = /** @type {(inputs: Away_Ballot_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung zurückziehen`)
};

export const away_ballot_withdraw_pair = /** @type {(inputs: Away_Ballot_Withdraw_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückziehen nimmt das Paar heraus: Auch die Bewerbung deiner Partnerin oder deines Partners fällt weg.`)
};

export const away_ballot_your_application = /** @type {(inputs: Away_Ballot_Your_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bewerbung`)
};

export const away_checkout_line = /** @type {(inputs: Away_Checkout_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auswärtsticket: ${i?.title}`)
};

export const away_coach_book_seat = /** @type {(inputs: Away_Coach_Book_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz buchen`)
};

export const away_coach_cancel_seat = /** @type {(inputs: Away_Coach_Cancel_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meinen Platz stornieren`)
};

export const away_coach_heading = /** @type {(inputs: Away_Coach_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus`)
};

export const away_coach_pickup_point = /** @type {(inputs: Away_Coach_Pickup_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abfahrtsort`)
};

export const away_coach_pickup_points = /** @type {(inputs: Away_Coach_Pickup_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abfahrtsorte`)
};

export const away_coach_price_left = /** @type {(inputs: Away_Coach_Price_LeftInputs) => LocalizedString} */ (i) => {const leftPlural = registry.plural("de", i?.left, {});
	if (leftPlural === "one") return /** @type {LocalizedString} */ (`${i?.price} pro Platz, zahlbar bei Abfahrt · noch ${i?.left} Platz frei`);
	return /** @type {LocalizedString} */ (`${i?.price} pro Platz, zahlbar bei Abfahrt · noch ${i?.left} Plätze frei`)
	
};

export const away_coach_your_seat = /** @type {(inputs: Away_Coach_Your_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Platz: Abfahrt in ${i?.place}.`)
};

export const away_event_applied = /** @type {(inputs: Away_Event_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dich beworben.`)
};

export const away_event_did_not_apply = /** @type {(inputs: Away_Event_Did_Not_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dich nicht beworben.`)
};

export const away_event_link_apply = /** @type {(inputs: Away_Event_Link_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Auswärtstickets bewerben`)
};

export const away_event_link_see = /** @type {(inputs: Away_Event_Link_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Verlosung`)
};

export const away_event_named_partner = /** @type {(inputs: Away_Event_Named_PartnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du wurdest als Partner:in genannt: Antworte auf der Seite der Verlosung.`)
};

export const away_event_not_applied = /** @type {(inputs: Away_Event_Not_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dich nicht beworben.`)
};

export const away_facts_anyone = /** @type {(inputs: Away_Facts_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle, die angemeldet sind`)
};

export const away_facts_applicants_count = /** @type {(inputs: Away_Facts_Applicants_CountInputs) => LocalizedString} */ (i) => {const applicantsPlural = registry.plural("de", i?.applicants, {});
	if (applicantsPlural === "one") return /** @type {LocalizedString} */ (`${i?.applicants} Mitglied`);
	return /** @type {LocalizedString} */ (`${i?.applicants} Mitglieder`)
	
};

export const away_facts_applications = /** @type {(inputs: Away_Facts_ApplicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung`)
};

export const away_facts_applications_count = /** @type {(inputs: Away_Facts_Applications_CountInputs) => LocalizedString} */ (i) => {const applicationsPlural = registry.plural("de", i?.applications, {});
	if (applicationsPlural === "one") return /** @type {LocalizedString} */ (`${i?.applications} Bewerbung`);
	return /** @type {LocalizedString} */ (`${i?.applications} Bewerbungen`)
	
};

export const away_facts_applied_so_far = /** @type {(inputs: Away_Facts_Applied_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bisher beworben`)
};

export const away_facts_applied_value = /** @type {(inputs: Away_Facts_Applied_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.applications} (${i?.applicants})`)
};

export const away_facts_how = /** @type {(inputs: Away_Facts_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So funktioniert die Ziehung`)
};

export const away_facts_label = /** @type {(inputs: Away_Facts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Verlosung`)
};

export const away_facts_match = /** @type {(inputs: Away_Facts_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

export const away_facts_members = /** @type {(inputs: Away_Facts_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Mitglieder und Mitglieder auf Lebenszeit`)
};

export const away_facts_one_ticket = /** @type {(inputs: Away_Facts_One_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 Ticket`)
};

export const away_facts_paying = /** @type {(inputs: Away_Facts_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlen`)
};

export const away_facts_paying_value = /** @type {(inputs: Away_Facts_Paying_ValueInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("de", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Innerhalb von ${i?.hours} Stunde, nachdem ein Platz angeboten wurde; danach geht er weiter`);
	return /** @type {LocalizedString} */ (`Innerhalb von ${i?.hours} Stunden, nachdem ein Platz angeboten wurde; danach geht er weiter`)
	
};

export const away_facts_per_application = /** @type {(inputs: Away_Facts_Per_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pro Bewerbung`)
};

export const away_facts_points = /** @type {(inputs: Away_Facts_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte, gezählt bei der Ziehung:`)
};

export const away_facts_seed_commitment = /** @type {(inputs: Away_Facts_Seed_CommitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Festlegung des Seeds (SHA-256)`)
};

export const away_facts_seed_text = /** @type {(inputs: Away_Facts_Seed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Seed wird beim Anlegen der Verlosung festgelegt; bis zur Ziehung ist nur sein SHA-256 zu sehen, dann wird der Seed selbst veröffentlicht. So kann jede:r prüfen, dass er nicht nachträglich gewählt wurde, und die Reihenfolge nachrechnen.`)
};

export const away_facts_status = /** @type {(inputs: Away_Facts_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const away_facts_the_draw = /** @type {(inputs: Away_Facts_The_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Ziehung:`)
};

export const away_facts_tickets = /** @type {(inputs: Away_Facts_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const away_facts_tickets_value = /** @type {(inputs: Away_Facts_Tickets_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tickets} zu je ${i?.price}`)
};

export const away_facts_two_tickets = /** @type {(inputs: Away_Facts_Two_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 oder 2 Tickets (mit Partner:in)`)
};

export const away_facts_who = /** @type {(inputs: Away_Facts_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer sich bewerben darf`)
};

export const away_facts_window = /** @type {(inputs: Away_Facts_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.opens} – ${i?.closes}`)
};

export const away_form_close_after_open = /** @type {(inputs: Away_Form_Close_After_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewerbung muss nach dem Öffnen schließen`)
};

export const away_form_closes_invalid = /** @type {(inputs: Away_Form_Closes_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib an, wann die Bewerbung schließt (Datum und Uhrzeit)`)
};

export const away_form_match_choose = /** @type {(inputs: Away_Form_Match_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein Spiel aus der Liste`)
};

export const away_form_max_per_application = /** @type {(inputs: Away_Form_Max_Per_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle 1 oder 2 Tickets pro Bewerbung`)
};

export const away_form_opens_invalid = /** @type {(inputs: Away_Form_Opens_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib an, wann die Bewerbung öffnet (Datum und Uhrzeit)`)
};

export const away_form_pay_hours = /** @type {(inputs: Away_Form_Pay_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stunden zum Bezahlen`)
};

export const away_form_pickup_none = /** @type {(inputs: Away_Form_Pickup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib mindestens einen Abfahrtsort an`)
};

export const away_form_pickup_place_missing = /** @type {(inputs: Away_Form_Pickup_Place_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib an, wo der Bus abfährt`)
};

export const away_form_pickup_point = /** @type {(inputs: Away_Form_Pickup_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abfahrtsort`)
};

export const away_form_pickup_time_invalid = /** @type {(inputs: Away_Form_Pickup_Time_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib die Abfahrtszeit als Datum und Uhrzeit an`)
};

export const away_form_pickup_time_missing = /** @type {(inputs: Away_Form_Pickup_Time_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib an, wann der Bus hier abfährt`)
};

export const away_form_price = /** @type {(inputs: Away_Form_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

export const away_form_price_required = /** @type {(inputs: Away_Form_Price_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis fehlt`)
};

export const away_form_seats = /** @type {(inputs: Away_Form_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze`)
};

export const away_form_tickets = /** @type {(inputs: Away_Form_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const away_form_whole_number = /** @type {(inputs: Away_Form_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} muss eine ganze Zahl von ${i?.min} bis ${i?.max} sein`)
};

export const away_list_closes = /** @type {(inputs: Away_List_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · schließt ${i?.date}`)
};

export const away_list_description = /** @type {(inputs: Away_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketverlosungen für Auswärtsspiele, gezogen nach einer veröffentlichten Regel, die Treue belohnt.`)
};

export const away_list_empty = /** @type {(inputs: Away_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Verlosungen für Auswärtsfahrten.`)
};

export const away_list_intro = /** @type {(inputs: Away_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Verein gibt uns weniger Auswärtstickets, als Mitglieder sie wollen. Bewirb dich, solange eine Verlosung offen ist; die Ziehung gewichtet Treuepunkte, und alle können sie hinterher nachprüfen.`)
};

export const away_list_opens = /** @type {(inputs: Away_List_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · öffnet ${i?.date}`)
};

export const away_list_tickets = /** @type {(inputs: Away_List_TicketsInputs) => LocalizedString} */ (i) => {const ticketsPlural = registry.plural("de", i?.tickets, {});
	if (ticketsPlural === "one") return /** @type {LocalizedString} */ (`${i?.tickets} Ticket · ${i?.applications} beworben`);
	return /** @type {LocalizedString} */ (`${i?.tickets} Tickets · ${i?.applications} beworben`)
	
};

export const away_list_title = /** @type {(inputs: Away_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswärtsfahrten`)
};

export const away_phase_closed = /** @type {(inputs: Away_Phase_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschlossen: Als Nächstes wird gezogen`)
};

export const away_phase_drawn = /** @type {(inputs: Away_Phase_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gezogen`)
};

export const away_phase_open = /** @type {(inputs: Away_Phase_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung offen`)
};

export const away_phase_upcoming = /** @type {(inputs: Away_Phase_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht geöffnet`)
};

export const away_refusal_already_applied = /** @type {(inputs: Away_Refusal_Already_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dich für diese Verlosung schon beworben.`)
};

export const away_refusal_already_drawn = /** @type {(inputs: Away_Refusal_Already_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Verlosung wurde schon gezogen.`)
};

export const away_refusal_closed = /** @type {(inputs: Away_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewerbung ist geschlossen.`)
};

export const away_refusal_members_only = /** @type {(inputs: Away_Refusal_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Verlosung ist nur für Mitglieder. Werde Mitglied oder verlängere, um dich zu bewerben.`)
};

export const away_refusal_no_application = /** @type {(inputs: Away_Refusal_No_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast keine Bewerbung für diese Verlosung.`)
};

export const away_refusal_no_partners = /** @type {(inputs: Away_Refusal_No_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei dieser Verlosung gibt es ein Ticket pro Bewerbung.`)
};

export const away_refusal_not_found = /** @type {(inputs: Away_Refusal_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosung nicht gefunden.`)
};

export const away_refusal_not_open_yet = /** @type {(inputs: Away_Refusal_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewerbung ist noch nicht geöffnet.`)
};

export const away_refusal_partner_id_invalid = /** @type {(inputs: Away_Refusal_Partner_Id_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Mitglieds-ID ist # und 8 Buchstaben oder Ziffern, wie auf der Mitgliedskarte (z. B. #1A2B3C4D).`)
};

export const away_refusal_partner_is_you = /** @type {(inputs: Away_Refusal_Partner_Is_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist deine eigene Mitglieds-ID. Gib die deines Partners oder deiner Partnerin ein.`)
};

export const away_refusal_window_open = /** @type {(inputs: Away_Refusal_Window_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gezogen werden kann erst, wenn die Bewerbung geschlossen ist.`)
};

export const away_result_back = /** @type {(inputs: Away_Result_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Verlosung`)
};

export const away_result_check_before = /** @type {(inputs: Away_Result_Check_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um die Ziehung selbst zu prüfen, führe`)
};

export const away_result_check_middle = /** @type {(inputs: Away_Result_Check_MiddleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in einer Kopie dieser App aus, oder rechne sie nach anhand`)
};

export const away_result_col_member_ids = /** @type {(inputs: Away_Result_Col_Member_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieds-IDs`)
};

export const away_result_col_points = /** @type {(inputs: Away_Result_Col_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte`)
};

export const away_result_col_position = /** @type {(inputs: Away_Result_Col_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Position`)
};

export const away_result_col_result = /** @type {(inputs: Away_Result_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnis`)
};

export const away_result_col_weight = /** @type {(inputs: Away_Result_Col_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewicht`)
};

export const away_result_commitment = /** @type {(inputs: Away_Result_CommitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Festlegung (SHA-256 des Seeds, angezeigt seit Öffnung der Verlosung)`)
};

export const away_result_not_drawn = /** @type {(inputs: Away_Result_Not_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Verlosung wurde noch nicht gezogen.`)
};

export const away_result_order_heading = /** @type {(inputs: Away_Result_Order_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Reihenfolge`)
};

export const away_result_order_scroll = /** @type {(inputs: Away_Result_Order_ScrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Reihenfolge, scrollbar`)
};

export const away_result_published_data = /** @type {(inputs: Away_Result_Published_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`der veröffentlichten Daten`)
};

export const away_result_seed = /** @type {(inputs: Away_Result_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed`)
};

export const away_result_seed_heading = /** @type {(inputs: Away_Result_Seed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed und Formel`)
};

export const away_result_summary = /** @type {(inputs: Away_Result_SummaryInputs) => LocalizedString} */ (i) => {const applicationsPlural = registry.plural("de", i?.applications, {});
	if (applicationsPlural === "one") return /** @type {LocalizedString} */ (`Gezogen am ${i?.date} · ${i?.tickets} Tickets · ${i?.applications} Bewerbung`);
	return /** @type {LocalizedString} */ (`Gezogen am ${i?.date} · ${i?.tickets} Tickets · ${i?.applications} Bewerbungen`)
	
};

export const away_result_title = /** @type {(inputs: Away_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ergebnis der Verlosung: ${i?.match}`)
};

export const away_result_title_plain = /** @type {(inputs: Away_Result_Title_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnis der Verlosung`)
};

export const away_result_you = /** @type {(inputs: Away_Result_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`du`)
};

export const away_status_applied = /** @type {(inputs: Away_Status_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beworben`)
};

export const away_status_offered = /** @type {(inputs: Away_Status_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz angeboten: Zahle bis zur Frist`)
};

export const away_status_paid = /** @type {(inputs: Away_Status_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt: Du bist dabei`)
};

export const away_status_passed = /** @type {(inputs: Away_Status_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht rechtzeitig bezahlt: Der Platz ging weiter`)
};

export const away_status_waiting = /** @type {(inputs: Away_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartet: Bei der Ziehung nicht erreicht`)
};

export const away_status_waiting_reason = /** @type {(inputs: Away_Status_Waiting_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wartet: ${i?.reason}`)
};

export const away_text_applied = /** @type {(inputs: Away_Text_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung erhalten. Viel Glück bei der Ziehung!`)
};

export const away_text_created = /** @type {(inputs: Away_Text_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosung angelegt. Die Bewerbung öffnet zur eingestellten Zeit.`)
};

export const away_text_drawn = /** @type {(inputs: Away_Text_DrawnInputs) => LocalizedString} */ (i) => {const placedPlural = registry.plural("de", i?.placed, {});
	if (placedPlural === "one") return /** @type {LocalizedString} */ (`Gezogen: ${i?.placed} Platz angeboten, ${i?.waiting} warten.`);
	return /** @type {LocalizedString} */ (`Gezogen: ${i?.placed} Plätze angeboten, ${i?.waiting} warten.`)
	
};

export const away_text_match_link = /** @type {(inputs: Away_Text_Match_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel: Anstoß, Ort, wer mitkommt`)
};

export const away_text_match_not_found = /** @type {(inputs: Away_Text_Match_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel gibt es nicht mehr. Wähle ein anderes.`)
};

export const away_text_no_away_matches = /** @type {(inputs: Away_Text_No_Away_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine kommenden Auswärtsspiele: Lege zuerst das Spiel an, markiert als Auswärts.`)
};

export const away_text_not_away_match = /** @type {(inputs: Away_Text_Not_Away_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein Auswärtsspiel: Eine Verlosung ist für Auswärtstickets.`)
};

export const away_text_not_offered = /** @type {(inputs: Away_Text_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Platz wartet nicht mehr auf Zahlung.`)
};

export const away_text_paid = /** @type {(inputs: Away_Text_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erfasst.`)
};

export const away_text_pair_declined = /** @type {(inputs: Away_Text_Pair_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast abgelehnt. Dein:e Partner:in geht allein in die Ziehung, und du kannst dich selbst bewerben.`)
};

export const away_text_pair_joined = /** @type {(inputs: Away_Text_Pair_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist dem Paar beigetreten: Ihr gewinnt oder verliert gemeinsam.`)
};

export const away_text_pay_at_table = /** @type {(inputs: Away_Text_Pay_At_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online-Zahlung ist nicht möglich: Zahle bis zur Frist am Tisch.`)
};

export const away_text_payment_not_started = /** @type {(inputs: Away_Text_Payment_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir konnten die Online-Zahlung nicht starten. Versuch es noch einmal oder zahle bis zur Frist am Tisch.`)
};

export const away_text_seat_booked = /** @type {(inputs: Away_Text_Seat_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz im Bus gebucht. Zahle bei der Abfahrt.`)
};

export const away_text_seat_cancelled = /** @type {(inputs: Away_Text_Seat_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Platz im Bus wurde storniert.`)
};

export const away_text_too_late_online = /** @type {(inputs: Away_Text_Too_Late_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Frist endet in weniger als 30 Minuten: Zahle am Tisch.`)
};

export const away_text_trip_added = /** @type {(inputs: Away_Text_Trip_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus hinzugefügt. Mitglieder mit Platz können jetzt Sitze buchen.`)
};

export const away_text_trip_changed = /** @type {(inputs: Away_Text_Trip_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus geändert. Mitglieder, deren Abfahrtsort sich geändert hat, bekommen eine E-Mail.`)
};

export const away_text_waiting_for_partner = /** @type {(inputs: Away_Text_Waiting_For_PartnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` Warten auf die Bestätigung von ${i?.memberId}: Kommt sie nicht vor Schluss, gehst du allein in die Ziehung.`)
};

export const away_text_withdrawn = /** @type {(inputs: Away_Text_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bewerbung wurde zurückgezogen.`)
};

export const away_toast_applied = /** @type {(inputs: Away_Toast_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beworben`)
};

export const away_toast_ballot = /** @type {(inputs: Away_Toast_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosung`)
};

export const away_toast_coach = /** @type {(inputs: Away_Toast_CoachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus`)
};

export const away_toast_withdrawn = /** @type {(inputs: Away_Toast_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückgezogen`)
};

export const away_trip_already_booked = /** @type {(inputs: Away_Trip_Already_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast schon einen Platz im Bus.`)
};

export const away_trip_bad_pickup = /** @type {(inputs: Away_Trip_Bad_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle einen der Abfahrtsorte.`)
};

export const away_trip_coach_full = /** @type {(inputs: Away_Trip_Coach_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Bus ist voll.`)
};

export const away_trip_exists = /** @type {(inputs: Away_Trip_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Verlosung hat schon einen Bus.`)
};

export const away_trip_no_place = /** @type {(inputs: Away_Trip_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitze gibt es nur für Mitglieder mit einem Platz aus der Verlosung.`)
};

export const away_trip_no_seat = /** @type {(inputs: Away_Trip_No_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast keinen Platz im Bus.`)
};

export const away_trip_no_trip = /** @type {(inputs: Away_Trip_No_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Verlosung hat keinen Bus.`)
};

export const away_trip_pickup_in_use = /** @type {(inputs: Away_Trip_Pickup_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Mitglied steigt an einem Abfahrtsort zu, den du entfernt hast: Behalte ihn oder bitte das Mitglied, erst einen anderen zu wählen.`)
};

export const away_trip_pickups_changed = /** @type {(inputs: Away_Trip_Pickups_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Abfahrtsorte haben sich gerade geändert: Prüfe sie und wähle neu.`)
};

export const away_trip_seats_below_booked = /** @type {(inputs: Away_Trip_Seats_Below_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es sind schon mehr Plätze gebucht: Lass mindestens so viele, wie belegt sind.`)
};

export const away_unknown_request = /** @type {(inputs: Away_Unknown_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannte Anfrage.`)
};

export const away_waiting_not_reached = /** @type {(inputs: Away_Waiting_Not_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bei der Ziehung nicht erreicht`)
};

export const away_waiting_skipped = /** @type {(inputs: Away_Waiting_SkippedInputs) => LocalizedString} */ (i) => {const neededPlural = registry.plural("de", i?.needed, {});
	if (neededPlural === "one") return /** @type {LocalizedString} */ (`übersprungen: ${i?.needed} Ticket nötig, ${i?.left} übrig`);
	return /** @type {LocalizedString} */ (`übersprungen: ${i?.needed} Tickets nötig, ${i?.left} übrig`)
	
};

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

export const membership_admin_active_expiry_missing = /** @type {(inputs: Membership_Admin_Active_Expiry_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine aktive Mitgliedschaft braucht ein Ablaufdatum.`)
};

export const membership_admin_active_expiry_past = /** @type {(inputs: Membership_Admin_Active_Expiry_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine aktive Mitgliedschaft braucht ein Ablaufdatum nach heute: Gib das neue Enddatum ein.`)
};

export const membership_admin_last_admin = /** @type {(inputs: Membership_Admin_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist die letzte Person mit Adminrechten: Gib erst jemand anderem Adminrechte.`)
};

export const membership_admin_member_not_found = /** @type {(inputs: Membership_Admin_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied nicht gefunden`)
};

export const membership_admin_use_grant_lifetime = /** @type {(inputs: Membership_Admin_Use_Grant_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutze „Lebenslange Mitgliedschaft vergeben“, um dieses Mitglied lebenslang zu machen: Das beendet auch die Abos und kündigt sie bei Stripe.`)
};

export const membership_already_renews_by_card = /** @type {(inputs: Membership_Already_Renews_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft verlängert sich schon automatisch; deine Karte verwaltest du in deinem Profil.`)
};

export const membership_amount_differs = /** @type {(inputs: Membership_Amount_DiffersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} kostet ${i?.price} im Jahr. Um trotzdem ${i?.amount} zu erfassen, hake „${i?.label}“ an und erfasse erneut: Der Preis der Mitgliedschaft wird dann ${i?.amount}.`)
};

export const membership_ballot_formula_key = /** @type {(inputs: Membership_Ballot_Formula_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Schlüssel ist ln(u) ÷ Gewicht; die Reihenfolge sind die Schlüssel vom größten abwärts (eine gewichtete Ziehung ohne Zurücklegen).`)
};

export const membership_ballot_formula_number = /** @type {(inputs: Membership_Ballot_Formula_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Bewerbung bekommt eine Zahl u zwischen 0 und 1: die ersten 53 Bits von HMAC-SHA256(seed, "application:<id>").`)
};

export const membership_ballot_formula_places = /** @type {(inputs: Membership_Ballot_Formula_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Plätze gehen der Reihe nach weg, solange Tickets da sind; ein Paar kommt nur zum Zug, wenn noch zwei Tickets übrig sind.`)
};

export const membership_ballot_formula_weight = /** @type {(inputs: Membership_Ballot_Formula_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gewicht = ${i?.base} + Punkte (ein Paar, das sich gemeinsam bewirbt: der Mittelwert seiner beiden Gewichte).`)
};

export const membership_confirm_amount_label = /** @type {(inputs: Membership_Confirm_Amount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag weicht vom Stufenpreis ab`)
};

export const membership_expiry_expired = /** @type {(inputs: Membership_Expiry_ExpiredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Seit ${i?.count} Tag abgelaufen`);
	return /** @type {LocalizedString} */ (`Seit ${i?.count} Tagen abgelaufen`)
	
};

export const membership_expiry_lifetime_date = /** @type {(inputs: Membership_Expiry_Lifetime_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`– (Mitglied auf Lebenszeit)`)
};

export const membership_expiry_lifetime_note = /** @type {(inputs: Membership_Expiry_Lifetime_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft nie ab – lebenslanger Zugang`)
};

export const membership_expiry_none = /** @type {(inputs: Membership_Expiry_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`–`)
};

export const membership_expiry_remaining = /** @type {(inputs: Membership_Expiry_RemainingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Noch ${i?.count} Tag`);
	return /** @type {LocalizedString} */ (`Noch ${i?.count} Tage`)
	
};

export const membership_expiry_warning = /** @type {(inputs: Membership_Expiry_WarningInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Läuft in ${i?.count} Tag ab`);
	return /** @type {LocalizedString} */ (`Läuft in ${i?.count} Tagen ab`)
	
};

export const membership_family_limit = /** @type {(inputs: Membership_Family_LimitInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Du kannst höchstens ${i?.max} Familienmitglied hinzufügen.`);
	return /** @type {LocalizedString} */ (`Du kannst höchstens ${i?.max} Familienmitglieder hinzufügen.`)
	
};

export const membership_family_not_member = /** @type {(inputs: Membership_Family_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur aktive Mitglieder haben einen Haushalt. Verlängere deine Mitgliedschaft, um Familienmitglieder hinzuzufügen.`)
};

export const membership_lifetime_nothing_to_buy = /** @type {(inputs: Membership_Lifetime_Nothing_To_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist Mitglied auf Lebenszeit: Hier gibt es nichts zu kaufen.`)
};

export const membership_line_name = /** @type {(inputs: Membership_Line_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft ${i?.tier}`)
};

export const membership_loyalty_ballots_lost = /** @type {(inputs: Membership_Loyalty_Ballots_LostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Verlosung für Auswärtsfahrten diese Saison verloren`);
	return /** @type {LocalizedString} */ (`${i?.count} Verlosungen für Auswärtsfahrten diese Saison verloren`)
	
};

export const membership_loyalty_hours = /** @type {(inputs: Membership_Loyalty_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.hours} Helferstunde`);
	return /** @type {LocalizedString} */ (`${i?.hours} Helferstunden`)
	
};

export const membership_loyalty_line = /** @type {(inputs: Membership_Loyalty_LineInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.text} · ${i?.count} Punkt`);
	return /** @type {LocalizedString} */ (`${i?.text} · ${i?.count} Punkte`)
	
};

export const membership_loyalty_matches = /** @type {(inputs: Membership_Loyalty_MatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Spiel besucht`);
	return /** @type {LocalizedString} */ (`${i?.count} Spiele besucht`)
	
};

export const membership_loyalty_rule_ballots = /** @type {(inputs: Membership_Loyalty_Rule_BallotsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Punkt pro Verlosung für eine Auswärtsfahrt, an der du diese Saison teilgenommen und verloren hast`);
	return /** @type {LocalizedString} */ (`${i?.count} Punkte pro Verlosung für eine Auswärtsfahrt, an der du diese Saison teilgenommen und verloren hast`)
	
};

export const membership_loyalty_rule_hours = /** @type {(inputs: Membership_Loyalty_Rule_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Punkt pro ${i?.count} Stunde Helferschicht ${i?.seasons}`);
	return /** @type {LocalizedString} */ (`1 Punkt pro ${i?.count} Stunden Helferschichten ${i?.seasons}`)
	
};

export const membership_loyalty_rule_matches = /** @type {(inputs: Membership_Loyalty_Rule_MatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Punkt pro besuchtem Spiel ${i?.seasons} (beim Einlass eingecheckt; eine Zusage zählt nicht)`);
	return /** @type {LocalizedString} */ (`${i?.count} Punkte pro besuchtem Spiel ${i?.seasons} (beim Einlass eingecheckt; eine Zusage zählt nicht)`)
	
};

export const membership_loyalty_rule_members_only = /** @type {(inputs: Membership_Loyalty_Rule_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur aktive Mitglieder und Mitglieder auf Lebenszeit haben Punkte.`)
};

export const membership_loyalty_rule_years = /** @type {(inputs: Membership_Loyalty_Rule_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Punkt pro vollem Jahr ununterbrochener Mitgliedschaft`);
	return /** @type {LocalizedString} */ (`${i?.count} Punkte pro vollem Jahr ununterbrochener Mitgliedschaft`)
	
};

export const membership_loyalty_seasons_last_n = /** @type {(inputs: Membership_Loyalty_Seasons_Last_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in den letzten ${i?.count} Saisons`)
};

export const membership_loyalty_seasons_this = /** @type {(inputs: Membership_Loyalty_Seasons_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in dieser Saison`)
};

export const membership_loyalty_seasons_this_and_last = /** @type {(inputs: Membership_Loyalty_Seasons_This_And_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in dieser und der letzten Saison`)
};

export const membership_loyalty_years = /** @type {(inputs: Membership_Loyalty_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} volles Jahr Mitglied`);
	return /** @type {LocalizedString} */ (`${i?.count} volle Jahre Mitglied`)
	
};

export const membership_member_fallback_name = /** @type {(inputs: Membership_Member_Fallback_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

export const membership_payment_bank_transfer = /** @type {(inputs: Membership_Payment_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überweisung`)
};

export const membership_payment_card_terminal = /** @type {(inputs: Membership_Payment_Card_TerminalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kartenterminal`)
};

export const membership_payment_cash = /** @type {(inputs: Membership_Payment_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bar`)
};

export const membership_payment_cheque = /** @type {(inputs: Membership_Payment_ChequeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheck`)
};

export const membership_payment_other = /** @type {(inputs: Membership_Payment_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sonstiges`)
};

export const membership_perk_card = /** @type {(inputs: Membership_Perk_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digitale Mitgliedskarte`)
};

export const membership_perk_early_notice = /** @type {(inputs: Membership_Perk_Early_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Früh Bescheid über Auswärtsfahrten und Treffen`)
};

export const membership_perk_everything_roadie = /** @type {(inputs: Membership_Perk_Everything_RoadieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles aus Roadie`)
};

export const membership_perk_everything_supporter = /** @type {(inputs: Membership_Perk_Everything_SupporterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles aus Supporter`)
};

export const membership_perk_honour_roll = /** @type {(inputs: Membership_Perk_Honour_RollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Name auf unserer Ehrentafel`)
};

export const membership_perk_merch_pricing = /** @type {(inputs: Membership_Perk_Merch_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliederpreise für Merch der Gruppe`)
};

export const membership_perk_newsletter = /** @type {(inputs: Membership_Perk_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter für Mitglieder`)
};

export const membership_perk_rsvp = /** @type {(inputs: Membership_Perk_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Terminen der Gruppe zusagen`)
};

export const membership_perk_scarf = /** @type {(inputs: Membership_Perk_ScarfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jährlicher Mitgliederschal`)
};

export const membership_perk_ticket_exchange = /** @type {(inputs: Membership_Perk_Ticket_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets in der Ticketbörse anbieten und finden`)
};

export const membership_perk_vip_gatherings = /** @type {(inputs: Membership_Perk_Vip_GatheringsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen zu VIP-Mitgliedertreffen`)
};

export const membership_perk_vip_pack = /** @type {(inputs: Membership_Perk_Vip_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exklusives VIP-Merch-Paket`)
};

export const membership_status_active = /** @type {(inputs: Membership_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktives Mitglied`)
};

export const membership_status_cancelled = /** @type {(inputs: Membership_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekündigt`)
};

export const membership_status_expired = /** @type {(inputs: Membership_Status_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelaufen`)
};

export const membership_status_inactive = /** @type {(inputs: Membership_Status_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaktiv`)
};

export const membership_status_lifetime = /** @type {(inputs: Membership_Status_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied auf Lebenszeit`)
};

export const membership_status_pending = /** @type {(inputs: Membership_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartet auf Freigabe`)
};

export const membership_type_annual = /** @type {(inputs: Membership_Type_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jährlich`)
};

export const membership_type_lifetime = /** @type {(inputs: Membership_Type_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lebenslang`)
};

export const membership_type_monthly = /** @type {(inputs: Membership_Type_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monatlich`)
};

export const membership_type_none = /** @type {(inputs: Membership_Type_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine`)
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