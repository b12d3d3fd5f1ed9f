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
/** @typedef {{}} Mail_Events_Cancelled_AttendeeInputs */
/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Events_Cancelled_IntroInputs */
/** @typedef {{}} Mail_Events_Cancelled_ListerInputs */
/** @typedef {{}} Mail_Events_Cancelled_SignoffInputs */
/** @typedef {{ title: NonNullable<unknown> }} Mail_Events_Cancelled_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Events_Moved_AttendeeInputs */
/** @typedef {{ type: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Events_Moved_IntroInputs */
/** @typedef {{}} Mail_Events_Moved_ListerInputs */
/** @typedef {{ when: NonNullable<unknown> }} Mail_Events_Moved_NowInputs */
/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Events_Moved_Shift_LineInputs */
/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Events_Moved_Shift_Line_WaitlistInputs */
/** @typedef {{}} Mail_Events_Moved_ShiftsInputs */
/** @typedef {{ type: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Events_Moved_SubjectInputs */
/** @typedef {{ when: NonNullable<unknown> }} Mail_Events_Moved_WasInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Events_Promoted_CancelInputs */
/** @typedef {{}} Mail_Events_Promoted_IntroInputs */
/** @typedef {{ title: NonNullable<unknown> }} Mail_Events_Promoted_SubjectInputs */
/** @typedef {{ name: NonNullable<unknown> }} Mail_GreetingInputs */
/** @typedef {{}} Mail_Greeting_AnonymousInputs */
/** @typedef {{ contact: NonNullable<unknown> }} Mail_Line_ContactInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Line_DetailsInputs */
/** @typedef {{ note: NonNullable<unknown> }} Mail_Line_Please_NoteInputs */
/** @typedef {{ when: NonNullable<unknown> }} Mail_Line_WhenInputs */
/** @typedef {{ where: NonNullable<unknown> }} Mail_Line_WhereInputs */
/** @typedef {{}} Mail_Orders_Cancelled_NothingInputs */
/** @typedef {{}} Mail_Orders_Cancelled_RefundInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Cancelled_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Cancelled_TextInputs */
/** @typedef {{ carrier: NonNullable<unknown> }} Mail_Orders_CarrierInputs */
/** @typedef {{ carrier: NonNullable<unknown>, tracking: NonNullable<unknown> }} Mail_Orders_Carrier_TrackingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Collected_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Collected_TextInputs */
/** @typedef {{ number: NonNullable<unknown>, group: NonNullable<unknown> }} Mail_Orders_Confirmed_IntroInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Confirmed_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Delivered_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Delivered_TextInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Orders_Follow_GuestInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Orders_Follow_MemberInputs */
/** @typedef {{ quantity: NonNullable<unknown>, name: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Orders_Item_LineInputs */
/** @typedef {{ quantity: NonNullable<unknown>, name: NonNullable<unknown>, size: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Orders_Item_Line_SizedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Making_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Making_TextInputs */
/** @typedef {{}} Mail_Orders_PaidInputs */
/** @typedef {{}} Mail_Orders_Pay_LaterInputs */
/** @typedef {{ pickup: NonNullable<unknown> }} Mail_Orders_Pickup_AtInputs */
/** @typedef {{ email: NonNullable<unknown> }} Mail_Orders_QuestionsInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Ready_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Ready_TextInputs */
/** @typedef {{ number: NonNullable<unknown>, pickup: NonNullable<unknown> }} Mail_Orders_Ready_Text_AtInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Shipped_SubjectInputs */
/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Shipped_TextInputs */
/** @typedef {{ address: NonNullable<unknown> }} Mail_Orders_Shipping_ToInputs */
/** @typedef {{ group: NonNullable<unknown> }} Mail_Orders_ThanksInputs */
/** @typedef {{ total: NonNullable<unknown> }} Mail_Orders_TotalInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Orders_Track_ItInputs */
/** @typedef {{ tracking: NonNullable<unknown> }} Mail_Orders_TrackingInputs */
/** @typedef {{}} Mail_Signoff_See_YouInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Mail_Time_RangeInputs */
/** @typedef {{}} Mail_Volunteer_Cancelled_IntroInputs */
/** @typedef {{ contact: NonNullable<unknown> }} Mail_Volunteer_Cancelled_No_NeedInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Cancelled_OthersInputs */
/** @typedef {{}} Mail_Volunteer_Cancelled_SignoffInputs */
/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Volunteer_Cancelled_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Promoted_CancelInputs */
/** @typedef {{}} Mail_Volunteer_Promoted_IntroInputs */
/** @typedef {{ title: NonNullable<unknown> }} Mail_Volunteer_Promoted_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Reminder_CancelInputs */
/** @typedef {{}} Mail_Volunteer_Reminder_ClosedInputs */
/** @typedef {{ group: NonNullable<unknown> }} Mail_Volunteer_Reminder_IntroInputs */
/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Volunteer_Reminder_SubjectInputs */
/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Reminder_WhyInputs */
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

export const mail_events_cancelled_attendee = /** @type {(inputs: Mail_Events_Cancelled_AttendeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your RSVP no longer holds anything; there is nothing you need to do.`)
};

export const mail_events_cancelled_intro = /** @type {(inputs: Mail_Events_Cancelled_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} on ${i?.when} has been cancelled.`)
};

export const mail_events_cancelled_lister = /** @type {(inputs: Mail_Events_Cancelled_ListerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ticket listing for it has been closed and has left the exchange.`)
};

export const mail_events_cancelled_signoff = /** @type {(inputs: Mail_Events_Cancelled_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry for the change,`)
};

export const mail_events_cancelled_subject = /** @type {(inputs: Mail_Events_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled: ${i?.title}`)
};

export const mail_events_moved_attendee = /** @type {(inputs: Mail_Events_Moved_AttendeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Can't make the new time? Cancel your RSVP at ${i?.url} so someone else gets the place.`)
};

export const mail_events_moved_intro = /** @type {(inputs: Mail_Events_Moved_IntroInputs) => LocalizedString} */ (i) => {
	if (i?.type === "match") return /** @type {LocalizedString} */ (`${i?.title} has a new kickoff time.`);
	return /** @type {LocalizedString} */ (`${i?.title} has a new start time.`)
	
};

export const mail_events_moved_lister = /** @type {(inputs: Mail_Events_Moved_ListerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ticket listing for this match shows the new time.`)
};

export const mail_events_moved_now = /** @type {(inputs: Mail_Events_Moved_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now: ${i?.when}`)
};

export const mail_events_moved_shift_line = /** @type {(inputs: Mail_Events_Moved_Shift_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.title}: ${i?.when}`)
};

export const mail_events_moved_shift_line_waitlist = /** @type {(inputs: Mail_Events_Moved_Shift_Line_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.title}: ${i?.when} (waitlist)`)
};

export const mail_events_moved_shifts = /** @type {(inputs: Mail_Events_Moved_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your shifts moved with it:`)
};

export const mail_events_moved_subject = /** @type {(inputs: Mail_Events_Moved_SubjectInputs) => LocalizedString} */ (i) => {
	if (i?.type === "match") return /** @type {LocalizedString} */ (`Kickoff moved: ${i?.title}`);
	return /** @type {LocalizedString} */ (`Start moved: ${i?.title}`)
	
};

export const mail_events_moved_was = /** @type {(inputs: Mail_Events_Moved_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was: ${i?.when}`)
};

export const mail_events_promoted_cancel = /** @type {(inputs: Mail_Events_Promoted_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Can't make it after all? Cancel your RSVP at ${i?.url} so the next person on the waitlist gets the place.`)
};

export const mail_events_promoted_intro = /** @type {(inputs: Mail_Events_Promoted_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A place opened up and you have moved from the waitlist to going:`)
};

export const mail_events_promoted_subject = /** @type {(inputs: Mail_Events_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're going: a place opened up at ${i?.title}`)
};

export const mail_greeting = /** @type {(inputs: Mail_GreetingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hi ${i?.name},`)
};

export const mail_greeting_anonymous = /** @type {(inputs: Mail_Greeting_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hi there,`)
};

export const mail_line_contact = /** @type {(inputs: Mail_Line_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact: ${i?.contact}`)
};

export const mail_line_details = /** @type {(inputs: Mail_Line_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details: ${i?.url}`)
};

export const mail_line_please_note = /** @type {(inputs: Mail_Line_Please_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please note: ${i?.note}`)
};

export const mail_line_when = /** @type {(inputs: Mail_Line_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When: ${i?.when}`)
};

export const mail_line_where = /** @type {(inputs: Mail_Line_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Where: ${i?.where}`)
};

export const mail_orders_cancelled_nothing = /** @type {(inputs: Mail_Orders_Cancelled_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged.`)
};

export const mail_orders_cancelled_refund = /** @type {(inputs: Mail_Orders_Cancelled_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment will be refunded to the card you paid with.`)
};

export const mail_orders_cancelled_subject = /** @type {(inputs: Mail_Orders_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} cancelled`)
};

export const mail_orders_cancelled_text = /** @type {(inputs: Mail_Orders_Cancelled_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} has been cancelled.`)
};

export const mail_orders_carrier = /** @type {(inputs: Mail_Orders_CarrierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carrier: ${i?.carrier}`)
};

export const mail_orders_carrier_tracking = /** @type {(inputs: Mail_Orders_Carrier_TrackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carrier: ${i?.carrier}, tracking number ${i?.tracking}`)
};

export const mail_orders_collected_subject = /** @type {(inputs: Mail_Orders_Collected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} collected`)
};

export const mail_orders_collected_text = /** @type {(inputs: Mail_Orders_Collected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You collected order #${i?.number}. Enjoy it, and see you at the next match!`)
};

export const mail_orders_confirmed_intro = /** @type {(inputs: Mail_Orders_Confirmed_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thanks for your order #${i?.number} with ${i?.group}.`)
};

export const mail_orders_confirmed_subject = /** @type {(inputs: Mail_Orders_Confirmed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} confirmed`)
};

export const mail_orders_delivered_subject = /** @type {(inputs: Mail_Orders_Delivered_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} delivered`)
};

export const mail_orders_delivered_text = /** @type {(inputs: Mail_Orders_Delivered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} has been delivered. Enjoy it, and see you at the next match!`)
};

export const mail_orders_follow_guest = /** @type {(inputs: Mail_Orders_Follow_GuestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in with this email address at ${i?.url} to follow your order.`)
};

export const mail_orders_follow_member = /** @type {(inputs: Mail_Orders_Follow_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow your order at ${i?.url}.`)
};

export const mail_orders_item_line = /** @type {(inputs: Mail_Orders_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.quantity} × ${i?.name}: ${i?.price}`)
};

export const mail_orders_item_line_sized = /** @type {(inputs: Mail_Orders_Item_Line_SizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.quantity} × ${i?.name} (size ${i?.size}): ${i?.price}`)
};

export const mail_orders_making_subject = /** @type {(inputs: Mail_Orders_Making_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} is being made`)
};

export const mail_orders_making_text = /** @type {(inputs: Mail_Orders_Making_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} is being printed and packed. We will email you again when it ships.`)
};

export const mail_orders_paid = /** @type {(inputs: Mail_Orders_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid by card. Thank you!`)
};

export const mail_orders_pay_later = /** @type {(inputs: Mail_Orders_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment: pay at pickup or on invoice. We will mark the order paid once we receive it.`)
};

export const mail_orders_pickup_at = /** @type {(inputs: Mail_Orders_Pickup_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Collect your event-pickup items at: ${i?.pickup}.`)
};

export const mail_orders_questions = /** @type {(inputs: Mail_Orders_QuestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions? Reply to ${i?.email}.`)
};

export const mail_orders_ready_subject = /** @type {(inputs: Mail_Orders_Ready_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} is ready for pickup`)
};

export const mail_orders_ready_text = /** @type {(inputs: Mail_Orders_Ready_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} is packed and ready for pickup.`)
};

export const mail_orders_ready_text_at = /** @type {(inputs: Mail_Orders_Ready_Text_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} is packed and ready for pickup at ${i?.pickup}.`)
};

export const mail_orders_shipped_subject = /** @type {(inputs: Mail_Orders_Shipped_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} has shipped`)
};

export const mail_orders_shipped_text = /** @type {(inputs: Mail_Orders_Shipped_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} is on its way.`)
};

export const mail_orders_shipping_to = /** @type {(inputs: Mail_Orders_Shipping_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipping to: ${i?.address}.`)
};

export const mail_orders_thanks = /** @type {(inputs: Mail_Orders_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for supporting ${i?.group}!`)
};

export const mail_orders_total = /** @type {(inputs: Mail_Orders_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total: ${i?.total}`)
};

export const mail_orders_track_it = /** @type {(inputs: Mail_Orders_Track_ItInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Track it: ${i?.url}`)
};

export const mail_orders_tracking = /** @type {(inputs: Mail_Orders_TrackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tracking number: ${i?.tracking}`)
};

export const mail_signoff_see_you = /** @type {(inputs: Mail_Signoff_See_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See you there,`)
};

export const mail_time_range = /** @type {(inputs: Mail_Time_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} to ${i?.end}`)
};

export const mail_volunteer_cancelled_intro = /** @type {(inputs: Mail_Volunteer_Cancelled_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coordinator has cancelled this volunteer shift you had signed up for:`)
};

export const mail_volunteer_cancelled_no_need = /** @type {(inputs: Mail_Volunteer_Cancelled_No_NeedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no need to come. Questions: ${i?.contact}.`)
};

export const mail_volunteer_cancelled_others = /** @type {(inputs: Mail_Volunteer_Cancelled_OthersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Other shifts that need a hand: ${i?.url}`)
};

export const mail_volunteer_cancelled_signoff = /** @type {(inputs: Mail_Volunteer_Cancelled_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thanks for offering your time,`)
};

export const mail_volunteer_cancelled_subject = /** @type {(inputs: Mail_Volunteer_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled: ${i?.title}, ${i?.when}`)
};

export const mail_volunteer_promoted_cancel = /** @type {(inputs: Mail_Volunteer_Promoted_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Can't make it after all? Cancel at ${i?.url} so the next person on the waitlist gets the spot.`)
};

export const mail_volunteer_promoted_intro = /** @type {(inputs: Mail_Volunteer_Promoted_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A spot opened up and you have moved from the waitlist to confirmed for:`)
};

export const mail_volunteer_promoted_subject = /** @type {(inputs: Mail_Volunteer_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're in: a spot opened up on ${i?.title}`)
};

export const mail_volunteer_reminder_cancel = /** @type {(inputs: Mail_Volunteer_Reminder_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Can't make it? Cancel or see your shifts at ${i?.url}`)
};

export const mail_volunteer_reminder_closed = /** @type {(inputs: Mail_Volunteer_Reminder_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If cancelling online has closed, please tell the contact above so someone can cover for you.`)
};

export const mail_volunteer_reminder_intro = /** @type {(inputs: Mail_Volunteer_Reminder_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A reminder of your volunteer shift with ${i?.group}:`)
};

export const mail_volunteer_reminder_subject = /** @type {(inputs: Mail_Volunteer_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reminder: ${i?.title}, ${i?.when}`)
};

export const mail_volunteer_reminder_why = /** @type {(inputs: Mail_Volunteer_Reminder_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get these reminders because you signed up for this shift. Turn them off at ${i?.url} (Volunteer opportunities).`)
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