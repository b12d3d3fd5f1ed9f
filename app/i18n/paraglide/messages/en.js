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
/** @typedef {{}} Site_Home_About_HeadingInputs */
/** @typedef {{}} Site_Home_DescriptionInputs */
/** @typedef {{}} Site_Home_Events_AllInputs */
/** @typedef {{}} Site_Home_Events_EmptyInputs */
/** @typedef {{}} Site_Home_Events_HeadingInputs */
/** @typedef {{ clubName: NonNullable<unknown> }} Site_Home_IntroInputs */
/** @typedef {{}} Site_Home_JoinInputs */
/** @typedef {{}} Site_Home_Shop_EmptyInputs */
/** @typedef {{}} Site_Home_Shop_HeadingInputs */
/** @typedef {{}} Site_Home_Shop_VisitInputs */
/** @typedef {{}} Site_Home_TitleInputs */
/** @typedef {{}} Site_Home_Value_Community_TextInputs */
/** @typedef {{}} Site_Home_Value_Community_TitleInputs */
/** @typedef {{}} Site_Home_Value_Loud_TextInputs */
/** @typedef {{}} Site_Home_Value_Loud_TitleInputs */
/** @typedef {{}} Site_Home_Value_Run_TextInputs */
/** @typedef {{}} Site_Home_Value_Run_TitleInputs */
/** @typedef {{}} Site_Language_SwitchInputs */
/** @typedef {{}} Site_Language_UnknownInputs */
/** @typedef {{}} Site_Legal_ContentsInputs */
/** @typedef {{}} Site_Legal_In_ShortInputs */
/** @typedef {{}} Site_Legal_Last_UpdatedInputs */
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
/** @typedef {{}} Site_Not_Found_AfterInputs */
/** @typedef {{}} Site_Not_Found_BeforeInputs */
/** @typedef {{}} Site_Not_Found_EventsInputs */
/** @typedef {{}} Site_Not_Found_HomeInputs */
/** @typedef {{}} Site_Privacy_TitleInputs */
/** @typedef {{ groupName: NonNullable<unknown>, clubName: NonNullable<unknown> }} Site_Share_Card_AltInputs */
/** @typedef {{}} Site_Share_Card_SubtitleInputs */
/** @typedef {{ clubName: NonNullable<unknown> }} Site_Share_Card_TitleInputs */
/** @typedef {{}} Site_Skip_To_ContentInputs */
/** @typedef {{}} Site_Terms_TitleInputs */
/** @typedef {{}} Site_Worker_Not_Sent_BodyInputs */
/** @typedef {{}} Site_Worker_Not_Sent_TitleInputs */
/** @typedef {{}} Site_Worker_Offline_NoneInputs */
/** @typedef {{}} Site_Worker_Offline_SavedInputs */
/** @typedef {{}} Site_Worker_Offline_TitleInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Site_Worker_QueueInputs */
/** @typedef {{ time: NonNullable<unknown> }} Site_Worker_Saved_OfflineInputs */
/** @typedef {{ time: NonNullable<unknown> }} Site_Worker_Saved_UpdatingInputs */
/** @typedef {{}} Site_Worker_Sign_Out_AnywayInputs */
/** @typedef {{}} Site_Worker_StayInputs */
/** @typedef {{}} Site_Worker_Stay_AfterInputs */
/** @typedef {{ kind: NonNullable<unknown>, page: NonNullable<unknown> }} Site_Worker_UnsentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Site_Worker_WaitingInputs */
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

export const site_home_about_heading = /** @type {(inputs: Site_Home_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

export const site_home_description = /** @type {(inputs: Site_Home_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Independent supporters group: matches, watch parties, merch and more.`)
};

export const site_home_events_all = /** @type {(inputs: Site_Home_Events_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All events →`)
};

export const site_home_events_empty = /** @type {(inputs: Site_Home_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events yet — check back soon.`)
};

export const site_home_events_heading = /** @type {(inputs: Site_Home_Events_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming events`)
};

export const site_home_intro = /** @type {(inputs: Site_Home_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The independent supporters group of ${i?.clubName}. Matches, watch parties, travel and community — together.`)
};

export const site_home_join = /** @type {(inputs: Site_Home_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a member`)
};

export const site_home_shop_empty = /** @type {(inputs: Site_Home_Shop_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New merchandise is on its way.`)
};

export const site_home_shop_heading = /** @type {(inputs: Site_Home_Shop_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the shop`)
};

export const site_home_shop_visit = /** @type {(inputs: Site_Home_Shop_VisitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visit the shop →`)
};

export const site_home_title = /** @type {(inputs: Site_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const site_home_value_community_text = /** @type {(inputs: Site_Home_Value_Community_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food drives, youth clinics and park clean-ups: we show up for our city, not just on match day.`)
};

export const site_home_value_community_title = /** @type {(inputs: Site_Home_Value_Community_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part of the community`)
};

export const site_home_value_loud_text = /** @type {(inputs: Site_Home_Value_Loud_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home or away, we fill the stands with songs, flags and colour — and we travel together.`)
};

export const site_home_value_loud_title = /** @type {(inputs: Site_Home_Value_Loud_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loud and proud`)
};

export const site_home_value_run_text = /** @type {(inputs: Site_Home_Value_Run_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are independent, non-profit and volunteer-run. Every member has a voice and a vote.`)
};

export const site_home_value_run_title = /** @type {(inputs: Site_Home_Value_Run_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Run by supporters`)
};

export const site_language_switch = /** @type {(inputs: Site_Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const site_language_unknown = /** @type {(inputs: Site_Language_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the languages listed.`)
};

export const site_legal_contents = /** @type {(inputs: Site_Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table of contents`)
};

export const site_legal_in_short = /** @type {(inputs: Site_Legal_In_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In short:`)
};

export const site_legal_last_updated = /** @type {(inputs: Site_Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last updated`)
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

export const site_not_found_after = /** @type {(inputs: Site_Not_Found_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. It may have moved, or the link may be mistyped.`)
};

export const site_not_found_before = /** @type {(inputs: Site_Not_Found_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is nothing at`)
};

export const site_not_found_events = /** @type {(inputs: Site_Not_Found_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See upcoming events`)
};

export const site_not_found_home = /** @type {(inputs: Site_Not_Found_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go home`)
};

export const site_privacy_title = /** @type {(inputs: Site_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const site_share_card_alt = /** @type {(inputs: Site_Share_Card_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.groupName}, the independent supporters group of ${i?.clubName}`)
};

export const site_share_card_subtitle = /** @type {(inputs: Site_Share_Card_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matches, watch parties, away days and merch`)
};

export const site_share_card_title = /** @type {(inputs: Site_Share_Card_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Independent supporters group of ${i?.clubName}`)
};

export const site_skip_to_content = /** @type {(inputs: Site_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const site_terms_title = /** @type {(inputs: Site_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Use`)
};

export const site_worker_not_sent_body = /** @type {(inputs: Site_Worker_Not_Sent_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These were waiting for signal and could not be sent yet. Signing out now drops them from this device:`)
};

export const site_worker_not_sent_title = /** @type {(inputs: Site_Worker_Not_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent`)
};

export const site_worker_offline_none = /** @type {(inputs: Site_Worker_Offline_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is not saved on this device, and nothing else is yet: pages you open with signal are kept for when there is none.`)
};

export const site_worker_offline_saved = /** @type {(inputs: Site_Worker_Offline_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is not saved on this device. These are:`)
};

export const site_worker_offline_title = /** @type {(inputs: Site_Worker_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're offline`)
};

export const site_worker_queue = /** @type {(inputs: Site_Worker_QueueInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "rsvp") return /** @type {LocalizedString} */ (`No signal — your RSVP will be sent when you're back online`);
	if (i?.kind === "signup") return /** @type {LocalizedString} */ (`No signal — your sign-up will be sent when you're back online`);
	if (i?.kind === "shift") return /** @type {LocalizedString} */ (`No signal — your shift cancellation will be sent when you're back online`);
	if (i?.kind === "message") return /** @type {LocalizedString} */ (`No signal — your message will be sent when you're back online`);
	if (i?.kind === "listing") return /** @type {LocalizedString} */ (`No signal — your listing will be sent when you're back online`);
	if (i?.kind === "order") return /** @type {LocalizedString} */ (`No signal — your order will be sent when you're back online`);
	if (i?.kind === "cart") return /** @type {LocalizedString} */ (`No signal — your cart update will be sent when you're back online`);
	return /** @type {LocalizedString} */ (`No signal — this will be sent when you're back online`)
	
};

export const site_worker_saved_offline = /** @type {(inputs: Site_Worker_Saved_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved at ${i?.time} — you're offline`)
};

export const site_worker_saved_updating = /** @type {(inputs: Site_Worker_Saved_UpdatingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved at ${i?.time} — updating`)
};

export const site_worker_sign_out_anyway = /** @type {(inputs: Site_Worker_Sign_Out_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out anyway`)
};

export const site_worker_stay = /** @type {(inputs: Site_Worker_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay signed in`)
};

export const site_worker_stay_after = /** @type {(inputs: Site_Worker_Stay_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: they are sent when the signal is back.`)
};

export const site_worker_unsent = /** @type {(inputs: Site_Worker_UnsentInputs) => LocalizedString} */ (i) => {
	if (i?.kind === "rsvp") return /** @type {LocalizedString} */ (`Your RSVP on ${i?.page}`);
	if (i?.kind === "signup") return /** @type {LocalizedString} */ (`Your sign-up on ${i?.page}`);
	if (i?.kind === "shift") return /** @type {LocalizedString} */ (`Your shift cancellation on ${i?.page}`);
	if (i?.kind === "message") return /** @type {LocalizedString} */ (`Your message on ${i?.page}`);
	if (i?.kind === "listing") return /** @type {LocalizedString} */ (`Your listing on ${i?.page}`);
	if (i?.kind === "order") return /** @type {LocalizedString} */ (`Your order on ${i?.page}`);
	if (i?.kind === "cart") return /** @type {LocalizedString} */ (`Your cart update on ${i?.page}`);
	return /** @type {LocalizedString} */ (`Your change on ${i?.page}`)
	
};

export const site_worker_waiting = /** @type {(inputs: Site_Worker_WaitingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} waiting to send`);
	return /** @type {LocalizedString} */ (`${i?.count} waiting to send`)
	
};