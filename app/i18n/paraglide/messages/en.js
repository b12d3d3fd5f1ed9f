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
/** @typedef {{}} Profile_Api_Validation_ErrorInputs */
/** @typedef {{}} Profile_Back_To_ProfileInputs */
/** @typedef {{}} Profile_Card_BackInputs */
/** @typedef {{ date: NonNullable<unknown> }} Profile_Card_Expired_OnInputs */
/** @typedef {{}} Profile_Card_Expiry_LifetimeInputs */
/** @typedef {{}} Profile_Card_IntroInputs */
/** @typedef {{}} Profile_Card_Keep_OfflineInputs */
/** @typedef {{ date: NonNullable<unknown> }} Profile_Card_OfflineInputs */
/** @typedef {{}} Profile_Card_ReplaceInputs */
/** @typedef {{}} Profile_Card_Replace_AboutInputs */
/** @typedef {{}} Profile_Card_Replace_HeadingInputs */
/** @typedef {{}} Profile_Card_ReplacedInputs */
/** @typedef {{}} Profile_Card_Replaced_TitleInputs */
/** @typedef {{ status: NonNullable<unknown> }} Profile_Card_Status_IsInputs */
/** @typedef {{}} Profile_Card_TitleInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Code_SentInputs */
/** @typedef {{}} Profile_Code_Sent_TitleInputs */
/** @typedef {{}} Profile_Dashboard_MovedInputs */
/** @typedef {{}} Profile_Dashboard_Moved_TitleInputs */
/** @typedef {{}} Profile_Dashboard_TitleInputs */
/** @typedef {{}} Profile_Deletion_Member_Not_FoundInputs */
/** @typedef {{}} Profile_EditInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Email_Change_CancelledInputs */
/** @typedef {{}} Profile_Email_Change_Cancelled_TitleInputs */
/** @typedef {{}} Profile_Email_Code_ExpiredInputs */
/** @typedef {{}} Profile_Email_Code_InvalidInputs */
/** @typedef {{}} Profile_Email_Code_Too_ManyInputs */
/** @typedef {{}} Profile_Email_Code_WrongInputs */
/** @typedef {{}} Profile_Email_Events_AboutInputs */
/** @typedef {{}} Profile_Email_Events_LabelInputs */
/** @typedef {{}} Profile_Email_InvalidInputs */
/** @typedef {{}} Profile_Email_Membership_AboutInputs */
/** @typedef {{}} Profile_Email_Membership_LabelInputs */
/** @typedef {{}} Profile_Email_Newsletter_AboutInputs */
/** @typedef {{}} Profile_Email_Newsletter_LabelInputs */
/** @typedef {{}} Profile_Email_Nothing_PendingInputs */
/** @typedef {{}} Profile_Email_Settings_FailedInputs */
/** @typedef {{}} Profile_Email_Settings_IntroInputs */
/** @typedef {{}} Profile_Email_Settings_LegendInputs */
/** @typedef {{}} Profile_Email_Settings_SaveInputs */
/** @typedef {{}} Profile_Email_Settings_SavedInputs */
/** @typedef {{}} Profile_Email_Settings_TitleInputs */
/** @typedef {{}} Profile_Email_Shop_AboutInputs */
/** @typedef {{}} Profile_Email_Shop_LabelInputs */
/** @typedef {{}} Profile_Email_TakenInputs */
/** @typedef {{}} Profile_Email_Tickets_AboutInputs */
/** @typedef {{}} Profile_Email_Tickets_LabelInputs */
/** @typedef {{}} Profile_Email_UnsetInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Email_UpdatedInputs */
/** @typedef {{}} Profile_Email_Updated_TitleInputs */
/** @typedef {{}} Profile_Email_Volunteer_AboutInputs */
/** @typedef {{}} Profile_Email_Volunteer_LabelInputs */
/** @typedef {{}} Profile_Events_AllInputs */
/** @typedef {{}} Profile_Events_EmptyInputs */
/** @typedef {{}} Profile_Events_GoingInputs */
/** @typedef {{}} Profile_Events_HeadingInputs */
/** @typedef {{ position: NonNullable<unknown> }} Profile_Events_WaitlistInputs */
/** @typedef {{}} Profile_Family_AddInputs */
/** @typedef {{}} Profile_Family_Add_SubmitInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Family_AddedInputs */
/** @typedef {{}} Profile_Family_Added_TitleInputs */
/** @typedef {{}} Profile_Family_AddingInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Profile_Family_CountInputs */
/** @typedef {{}} Profile_Family_EmptyInputs */
/** @typedef {{ max: NonNullable<unknown> }} Profile_Family_FullInputs */
/** @typedef {{}} Profile_Family_HeadingInputs */
/** @typedef {{}} Profile_Family_NameInputs */
/** @typedef {{}} Profile_Family_Name_LabelInputs */
/** @typedef {{}} Profile_Family_Not_FoundInputs */
/** @typedef {{}} Profile_Family_RelationshipInputs */
/** @typedef {{}} Profile_Family_Relationship_PlaceholderInputs */
/** @typedef {{}} Profile_Family_RemoveInputs */
/** @typedef {{}} Profile_Family_Remove_ChooseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Family_Remove_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Profile_Family_RemovedInputs */
/** @typedef {{}} Profile_Family_Removed_TitleInputs */
/** @typedef {{ label: NonNullable<unknown> }} Profile_Field_Too_LongInputs */
/** @typedef {{}} Profile_Form_CancelInputs */
/** @typedef {{}} Profile_Form_EmailInputs */
/** @typedef {{}} Profile_Form_First_NameInputs */
/** @typedef {{}} Profile_Form_Image_HintInputs */
/** @typedef {{}} Profile_Form_Image_UrlInputs */
/** @typedef {{}} Profile_Form_Last_NameInputs */
/** @typedef {{}} Profile_Form_Required_NoticeInputs */
/** @typedef {{}} Profile_Form_SaveInputs */
/** @typedef {{}} Profile_Form_SavingInputs */
/** @typedef {{}} Profile_Form_Validation_TitleInputs */
/** @typedef {{}} Profile_HeadingInputs */
/** @typedef {{}} Profile_Language_HeadingInputs */
/** @typedef {{}} Profile_Language_HintInputs */
/** @typedef {{}} Profile_Language_InvalidInputs */
/** @typedef {{}} Profile_Language_LabelInputs */
/** @typedef {{}} Profile_Language_SaveInputs */
/** @typedef {{}} Profile_Language_SavedInputs */
/** @typedef {{}} Profile_Language_Saved_TitleInputs */
/** @typedef {{}} Profile_Links_Email_AboutInputs */
/** @typedef {{}} Profile_Links_Email_TitleInputs */
/** @typedef {{}} Profile_Links_HeadingInputs */
/** @typedef {{}} Profile_Links_Orders_AboutInputs */
/** @typedef {{}} Profile_Links_Orders_TitleInputs */
/** @typedef {{}} Profile_Links_Privacy_AboutInputs */
/** @typedef {{}} Profile_Links_Privacy_TitleInputs */
/** @typedef {{}} Profile_Links_Shifts_AboutInputs */
/** @typedef {{}} Profile_Links_Shifts_TitleInputs */
/** @typedef {{}} Profile_Loyalty_HeadingInputs */
/** @typedef {{ whose: NonNullable<unknown> }} Profile_Loyalty_Lines_OfInputs */
/** @typedef {{}} Profile_Loyalty_Lines_OwnInputs */
/** @typedef {{}} Profile_Loyalty_Members_OnlyInputs */
/** @typedef {{}} Profile_Loyalty_RulesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Profile_Loyalty_TotalInputs */
/** @typedef {{}} Profile_Membership_AdministratorInputs */
/** @typedef {{}} Profile_Membership_AmountInputs */
/** @typedef {{}} Profile_Membership_Auto_RenewalInputs */
/** @typedef {{}} Profile_Membership_Auto_Renewal_OffInputs */
/** @typedef {{}} Profile_Membership_Auto_Renewal_OnInputs */
/** @typedef {{}} Profile_Membership_Current_StatusInputs */
/** @typedef {{}} Profile_Membership_ExpiryInputs */
/** @typedef {{}} Profile_Membership_HeadingInputs */
/** @typedef {{}} Profile_Membership_LifetimeInputs */
/** @typedef {{}} Profile_Membership_Matches_AttendedInputs */
/** @typedef {{}} Profile_Membership_Member_IdInputs */
/** @typedef {{}} Profile_Membership_Member_SinceInputs */
/** @typedef {{}} Profile_Membership_Next_BillingInputs */
/** @typedef {{}} Profile_Membership_Not_ApplicableInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Profile_Membership_Per_MonthInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Profile_Membership_Per_YearInputs */
/** @typedef {{}} Profile_Membership_PlanInputs */
/** @typedef {{}} Profile_Membership_StatusInputs */
/** @typedef {{}} Profile_Membership_Update_PaymentInputs */
/** @typedef {{}} Profile_Membership_UpgradeInputs */
/** @typedef {{}} Profile_Meta_TitleInputs */
/** @typedef {{}} Profile_Orders_BrowseInputs */
/** @typedef {{}} Profile_Orders_EmptyInputs */
/** @typedef {{}} Profile_Orders_HeadingInputs */
/** @typedef {{}} Profile_Orders_NoneInputs */
/** @typedef {{ number: NonNullable<unknown> }} Profile_Orders_NumberInputs */
/** @typedef {{}} Profile_Orders_TitleInputs */
/** @typedef {{}} Profile_Orders_TrackInputs */
/** @typedef {{}} Profile_Overview_HeadingInputs */
/** @typedef {{}} Profile_Payment_FailedInputs */
/** @typedef {{}} Profile_Payment_LifetimeInputs */
/** @typedef {{}} Profile_Payment_No_CardInputs */
/** @typedef {{}} Profile_Payment_Not_Set_UpInputs */
/** @typedef {{}} Profile_Payment_TitleInputs */
/** @typedef {{}} Profile_Pending_CancelInputs */
/** @typedef {{}} Profile_Pending_CancellingInputs */
/** @typedef {{}} Profile_Pending_Code_LabelInputs */
/** @typedef {{}} Profile_Pending_ConfirmInputs */
/** @typedef {{}} Profile_Pending_ConfirmingInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Pending_HeadingInputs */
/** @typedef {{}} Profile_Pending_ResendInputs */
/** @typedef {{}} Profile_Pending_SendingInputs */
/** @typedef {{ pending: NonNullable<unknown>, email: NonNullable<unknown> }} Profile_Pending_TextInputs */
/** @typedef {{}} Profile_Quick_AdminInputs */
/** @typedef {{}} Profile_Quick_CardInputs */
/** @typedef {{}} Profile_Quick_HeadingInputs */
/** @typedef {{}} Profile_Quick_ShopInputs */
/** @typedef {{}} Profile_Quick_Sign_OutInputs */
/** @typedef {{}} Profile_Quick_SlackInputs */
/** @typedef {{}} Profile_SavedInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Saved_Email_PendingInputs */
/** @typedef {{}} Profile_Saved_TitleInputs */
/** @typedef {{}} Profile_Settings_Saved_TitleInputs */
/** @typedef {{}} Profile_Update_FailedInputs */
/** @typedef {{}} Profile_Update_Failed_TitleInputs */
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

export const profile_api_validation_error = /** @type {(inputs: Profile_Api_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation Error`)
};

export const profile_back_to_profile = /** @type {(inputs: Profile_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to profile`)
};

export const profile_card_back = /** @type {(inputs: Profile_Card_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Profile`)
};

export const profile_card_expired_on = /** @type {(inputs: Profile_Card_Expired_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your membership expired on ${i?.date}.`)
};

export const profile_card_expiry_lifetime = /** @type {(inputs: Profile_Card_Expiry_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A - Lifetime Member`)
};

export const profile_card_intro = /** @type {(inputs: Profile_Card_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the QR code at the gate.`)
};

export const profile_card_keep_offline = /** @type {(inputs: Profile_Card_Keep_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open this page once while you have signal and this phone keeps the card for the gate, even offline (needs JavaScript).`)
};

export const profile_card_offline = /** @type {(inputs: Profile_Card_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are offline. This is your card as saved on this device on ${i?.date}.`)
};

export const profile_card_replace = /** @type {(inputs: Profile_Card_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace card`)
};

export const profile_card_replace_about = /** @type {(inputs: Profile_Card_Replace_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replacing the card makes a new QR code; the old one stops working at once.`)
};

export const profile_card_replace_heading = /** @type {(inputs: Profile_Card_Replace_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost your phone or shared a screenshot?`)
};

export const profile_card_replaced = /** @type {(inputs: Profile_Card_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your old card and its QR code no longer work. Show this one at the gate.`)
};

export const profile_card_replaced_title = /** @type {(inputs: Profile_Card_Replaced_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card Replaced`)
};

export const profile_card_status_is = /** @type {(inputs: Profile_Card_Status_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your membership status is ${i?.status}.`)
};

export const profile_card_title = /** @type {(inputs: Profile_Card_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Card`)
};

export const profile_code_sent = /** @type {(inputs: Profile_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a new code to ${i?.email}.`)
};

export const profile_code_sent_title = /** @type {(inputs: Profile_Code_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code Sent`)
};

export const profile_dashboard_moved = /** @type {(inputs: Profile_Dashboard_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dashboard now lives on your profile page. Taking you there…`)
};

export const profile_dashboard_moved_title = /** @type {(inputs: Profile_Dashboard_Moved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard Moved`)
};

export const profile_dashboard_title = /** @type {(inputs: Profile_Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const profile_deletion_member_not_found = /** @type {(inputs: Profile_Deletion_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account has already been deleted.`)
};

export const profile_edit = /** @type {(inputs: Profile_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

export const profile_email_change_cancelled = /** @type {(inputs: Profile_Email_Change_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your email stays ${i?.email}.`)
};

export const profile_email_change_cancelled_title = /** @type {(inputs: Profile_Email_Change_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Change Cancelled`)
};

export const profile_email_code_expired = /** @type {(inputs: Profile_Email_Code_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code has expired or was already used. Request a new code.`)
};

export const profile_email_code_invalid = /** @type {(inputs: Profile_Email_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from the email`)
};

export const profile_email_code_too_many = /** @type {(inputs: Profile_Email_Code_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many wrong codes. Request a new code.`)
};

export const profile_email_code_wrong = /** @type {(inputs: Profile_Email_Code_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Check the email and try again.`)
};

export const profile_email_events_about = /** @type {(inputs: Profile_Email_Events_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New matches, watch parties and community events.`)
};

export const profile_email_events_label = /** @type {(inputs: Profile_Email_Events_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event notifications`)
};

export const profile_email_invalid = /** @type {(inputs: Profile_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address`)
};

export const profile_email_membership_about = /** @type {(inputs: Profile_Email_Membership_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renewal dates and changes to your membership.`)
};

export const profile_email_membership_label = /** @type {(inputs: Profile_Email_Membership_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership reminders`)
};

export const profile_email_newsletter_about = /** @type {(inputs: Profile_Email_Newsletter_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group's newsletter with news from the board.`)
};

export const profile_email_newsletter_label = /** @type {(inputs: Profile_Email_Newsletter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter updates`)
};

export const profile_email_nothing_pending = /** @type {(inputs: Profile_Email_Nothing_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no email change waiting for a code.`)
};

export const profile_email_settings_failed = /** @type {(inputs: Profile_Email_Settings_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your preferences could not be saved. Please try again.`)
};

export const profile_email_settings_intro = /** @type {(inputs: Profile_Email_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose which emails you get from us.`)
};

export const profile_email_settings_legend = /** @type {(inputs: Profile_Email_Settings_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emails you receive`)
};

export const profile_email_settings_save = /** @type {(inputs: Profile_Email_Settings_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Preferences`)
};

export const profile_email_settings_saved = /** @type {(inputs: Profile_Email_Settings_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email preferences have been updated.`)
};

export const profile_email_settings_title = /** @type {(inputs: Profile_Email_Settings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Preferences`)
};

export const profile_email_shop_about = /** @type {(inputs: Profile_Email_Shop_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New merchandise and occasional offers from the shop.`)
};

export const profile_email_shop_label = /** @type {(inputs: Profile_Email_Shop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop promotions`)
};

export const profile_email_taken = /** @type {(inputs: Profile_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That email is already used by another member.`)
};

export const profile_email_tickets_about = /** @type {(inputs: Profile_Email_Tickets_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New listings on the ticket exchange.`)
};

export const profile_email_tickets_label = /** @type {(inputs: Profile_Email_Tickets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket alerts`)
};

export const profile_email_unset = /** @type {(inputs: Profile_Email_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unset`)
};

export const profile_email_updated = /** @type {(inputs: Profile_Email_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your email is now ${i?.email}.`)
};

export const profile_email_updated_title = /** @type {(inputs: Profile_Email_Updated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Updated`)
};

export const profile_email_volunteer_about = /** @type {(inputs: Profile_Email_Volunteer_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New shifts where the group needs a hand.`)
};

export const profile_email_volunteer_label = /** @type {(inputs: Profile_Email_Volunteer_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer opportunities`)
};

export const profile_events_all = /** @type {(inputs: Profile_Events_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All events`)
};

export const profile_events_empty = /** @type {(inputs: Profile_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events.`)
};

export const profile_events_going = /** @type {(inputs: Profile_Events_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Going`)
};

export const profile_events_heading = /** @type {(inputs: Profile_Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Events`)
};

export const profile_events_waitlist = /** @type {(inputs: Profile_Events_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waitlist #${i?.position}`)
};

export const profile_family_add = /** @type {(inputs: Profile_Family_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Family Member`)
};

export const profile_family_add_submit = /** @type {(inputs: Profile_Family_Add_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Member`)
};

export const profile_family_added = /** @type {(inputs: Profile_Family_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now part of your household.`)
};

export const profile_family_added_title = /** @type {(inputs: Profile_Family_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family Member Added`)
};

export const profile_family_adding = /** @type {(inputs: Profile_Family_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding...`)
};

export const profile_family_count = /** @type {(inputs: Profile_Family_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max}`)
};

export const profile_family_empty = /** @type {(inputs: Profile_Family_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No family members added yet.`)
};

export const profile_family_full = /** @type {(inputs: Profile_Family_FullInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Your household is full (${i?.max} person).`);
	return /** @type {LocalizedString} */ (`Your household is full (${i?.max} people).`)
	
};

export const profile_family_heading = /** @type {(inputs: Profile_Family_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family Members`)
};

export const profile_family_name = /** @type {(inputs: Profile_Family_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name`)
};

export const profile_family_name_label = /** @type {(inputs: Profile_Family_Name_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Name`)
};

export const profile_family_not_found = /** @type {(inputs: Profile_Family_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That family member was not found.`)
};

export const profile_family_relationship = /** @type {(inputs: Profile_Family_RelationshipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relationship`)
};

export const profile_family_relationship_placeholder = /** @type {(inputs: Profile_Family_Relationship_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner, child, parent…`)
};

export const profile_family_remove = /** @type {(inputs: Profile_Family_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const profile_family_remove_choose = /** @type {(inputs: Profile_Family_Remove_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a family member to remove.`)
};

export const profile_family_remove_label = /** @type {(inputs: Profile_Family_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const profile_family_removed = /** @type {(inputs: Profile_Family_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is no longer part of your household.`)
};

export const profile_family_removed_title = /** @type {(inputs: Profile_Family_Removed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family Member Removed`)
};

export const profile_field_too_long = /** @type {(inputs: Profile_Field_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} is too long`)
};

export const profile_form_cancel = /** @type {(inputs: Profile_Form_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const profile_form_email = /** @type {(inputs: Profile_Form_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const profile_form_first_name = /** @type {(inputs: Profile_Form_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

export const profile_form_image_hint = /** @type {(inputs: Profile_Form_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Leave empty to show your initials.`)
};

export const profile_form_image_url = /** @type {(inputs: Profile_Form_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile image URL`)
};

export const profile_form_last_name = /** @type {(inputs: Profile_Form_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

export const profile_form_required_notice = /** @type {(inputs: Profile_Form_Required_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required fields.`)
};

export const profile_form_save = /** @type {(inputs: Profile_Form_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

export const profile_form_saving = /** @type {(inputs: Profile_Form_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

export const profile_form_validation_title = /** @type {(inputs: Profile_Form_Validation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation Error`)
};

export const profile_heading = /** @type {(inputs: Profile_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const profile_language_heading = /** @type {(inputs: Profile_Language_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const profile_language_hint = /** @type {(inputs: Profile_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used on every device you sign in on, and for the emails and calendar feeds we send you.`)
};

export const profile_language_invalid = /** @type {(inputs: Profile_Language_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the languages offered.`)
};

export const profile_language_label = /** @type {(inputs: Profile_Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your language`)
};

export const profile_language_save = /** @type {(inputs: Profile_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Language`)
};

export const profile_language_saved = /** @type {(inputs: Profile_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages and emails are now in English.`)
};

export const profile_language_saved_title = /** @type {(inputs: Profile_Language_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language Saved`)
};

export const profile_links_email_about = /** @type {(inputs: Profile_Links_Email_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which emails you get from us.`)
};

export const profile_links_email_title = /** @type {(inputs: Profile_Links_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Preferences`)
};

export const profile_links_heading = /** @type {(inputs: Profile_Links_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders, Shifts and Settings`)
};

export const profile_links_orders_about = /** @type {(inputs: Profile_Links_Orders_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your orders and where they are.`)
};

export const profile_links_orders_title = /** @type {(inputs: Profile_Links_Orders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Tracking`)
};

export const profile_links_privacy_about = /** @type {(inputs: Profile_Links_Privacy_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What other members see, and your data.`)
};

export const profile_links_privacy_title = /** @type {(inputs: Profile_Links_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Settings`)
};

export const profile_links_shifts_about = /** @type {(inputs: Profile_Links_Shifts_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts you signed up for.`)
};

export const profile_links_shifts_title = /** @type {(inputs: Profile_Links_Shifts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Volunteer Shifts`)
};

export const profile_loyalty_heading = /** @type {(inputs: Profile_Loyalty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loyalty points`)
};

export const profile_loyalty_lines_of = /** @type {(inputs: Profile_Loyalty_Lines_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.whose} points, line by line`)
};

export const profile_loyalty_lines_own = /** @type {(inputs: Profile_Loyalty_Lines_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your points, line by line`)
};

export const profile_loyalty_members_only = /** @type {(inputs: Profile_Loyalty_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points are for active and lifetime members.`)
};

export const profile_loyalty_rules = /** @type {(inputs: Profile_Loyalty_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How points are counted`)
};

export const profile_loyalty_total = /** @type {(inputs: Profile_Loyalty_TotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point`);
	return /** @type {LocalizedString} */ (`${i?.count} points`)
	
};

export const profile_membership_administrator = /** @type {(inputs: Profile_Membership_AdministratorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrator`)
};

export const profile_membership_amount = /** @type {(inputs: Profile_Membership_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const profile_membership_auto_renewal = /** @type {(inputs: Profile_Membership_Auto_RenewalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto-renewal`)
};

export const profile_membership_auto_renewal_off = /** @type {(inputs: Profile_Membership_Auto_Renewal_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disabled`)
};

export const profile_membership_auto_renewal_on = /** @type {(inputs: Profile_Membership_Auto_Renewal_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enabled`)
};

export const profile_membership_current_status = /** @type {(inputs: Profile_Membership_Current_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current status`)
};

export const profile_membership_expiry = /** @type {(inputs: Profile_Membership_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry date`)
};

export const profile_membership_heading = /** @type {(inputs: Profile_Membership_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership & Subscription`)
};

export const profile_membership_lifetime = /** @type {(inputs: Profile_Membership_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime Member`)
};

export const profile_membership_matches_attended = /** @type {(inputs: Profile_Membership_Matches_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matches attended this season`)
};

export const profile_membership_member_id = /** @type {(inputs: Profile_Membership_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member ID`)
};

export const profile_membership_member_since = /** @type {(inputs: Profile_Membership_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Since`)
};

export const profile_membership_next_billing = /** @type {(inputs: Profile_Membership_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next billing date`)
};

export const profile_membership_not_applicable = /** @type {(inputs: Profile_Membership_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A`)
};

export const profile_membership_per_month = /** @type {(inputs: Profile_Membership_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/month`)
};

export const profile_membership_per_year = /** @type {(inputs: Profile_Membership_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/year`)
};

export const profile_membership_plan = /** @type {(inputs: Profile_Membership_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const profile_membership_status = /** @type {(inputs: Profile_Membership_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const profile_membership_update_payment = /** @type {(inputs: Profile_Membership_Update_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Payment Method`)
};

export const profile_membership_upgrade = /** @type {(inputs: Profile_Membership_UpgradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade Membership`)
};

export const profile_meta_title = /** @type {(inputs: Profile_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const profile_orders_browse = /** @type {(inputs: Profile_Orders_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Shop`)
};

export const profile_orders_empty = /** @type {(inputs: Profile_Orders_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No recent orders.`)
};

export const profile_orders_heading = /** @type {(inputs: Profile_Orders_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent Orders`)
};

export const profile_orders_none = /** @type {(inputs: Profile_Orders_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No orders found`)
};

export const profile_orders_number = /** @type {(inputs: Profile_Orders_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number}`)
};

export const profile_orders_title = /** @type {(inputs: Profile_Orders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Tracking`)
};

export const profile_orders_track = /** @type {(inputs: Profile_Orders_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track orders`)
};

export const profile_overview_heading = /** @type {(inputs: Profile_Overview_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

export const profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment page could not be opened. Please try again in a moment.`)
};

export const profile_payment_lifetime = /** @type {(inputs: Profile_Payment_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime members have nothing more to pay.`)
};

export const profile_payment_no_card = /** @type {(inputs: Profile_Payment_No_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no card on file: your membership is not paid by card.`)
};

export const profile_payment_not_set_up = /** @type {(inputs: Profile_Payment_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payments are not set up. Please contact the group about how you pay.`)
};

export const profile_payment_title = /** @type {(inputs: Profile_Payment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Payment Method`)
};

export const profile_pending_cancel = /** @type {(inputs: Profile_Pending_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel Email Change`)
};

export const profile_pending_cancelling = /** @type {(inputs: Profile_Pending_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

export const profile_pending_code_label = /** @type {(inputs: Profile_Pending_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation code`)
};

export const profile_pending_confirm = /** @type {(inputs: Profile_Pending_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Email`)
};

export const profile_pending_confirming = /** @type {(inputs: Profile_Pending_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming...`)
};

export const profile_pending_heading = /** @type {(inputs: Profile_Pending_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmation pending for ${i?.email}`)
};

export const profile_pending_resend = /** @type {(inputs: Profile_Pending_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a New Code`)
};

export const profile_pending_sending = /** @type {(inputs: Profile_Pending_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const profile_pending_text = /** @type {(inputs: Profile_Pending_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a 6-digit code to ${i?.pending}. Your email stays ${i?.email} until you enter the code here. It works for 10 minutes.`)
};

export const profile_quick_admin = /** @type {(inputs: Profile_Quick_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Panel`)
};

export const profile_quick_card = /** @type {(inputs: Profile_Quick_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member Card`)
};

export const profile_quick_heading = /** @type {(inputs: Profile_Quick_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Actions`)
};

export const profile_quick_shop = /** @type {(inputs: Profile_Quick_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop Merchandise`)
};

export const profile_quick_sign_out = /** @type {(inputs: Profile_Quick_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

export const profile_quick_slack = /** @type {(inputs: Profile_Quick_SlackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh Slack Invite`)
};

export const profile_saved = /** @type {(inputs: Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile has been successfully updated.`)
};

export const profile_saved_email_pending = /** @type {(inputs: Profile_Saved_Email_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your profile has been successfully updated. Your email changes to ${i?.email} once you enter the code we sent there.`)
};

export const profile_saved_title = /** @type {(inputs: Profile_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile Updated`)
};

export const profile_settings_saved_title = /** @type {(inputs: Profile_Settings_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings Saved`)
};

export const profile_update_failed = /** @type {(inputs: Profile_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update profile.`)
};

export const profile_update_failed_title = /** @type {(inputs: Profile_Update_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Failed`)
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