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
/** @typedef {{}} Shop_Add_To_CartInputs */
/** @typedef {{}} Shop_Add_To_Cart_PendingInputs */
/** @typedef {{}} Shop_Added_To_CartInputs */
/** @typedef {{}} Shop_Back_To_ShopInputs */
/** @typedef {{}} Shop_Cart_BrowseInputs */
/** @typedef {{}} Shop_Cart_ContinueInputs */
/** @typedef {{}} Shop_Cart_EmptyInputs */
/** @typedef {{}} Shop_Cart_Item_FallbackInputs */
/** @typedef {{}} Shop_Cart_Item_RemovedInputs */
/** @typedef {{}} Shop_Cart_Items_HeadingInputs */
/** @typedef {{ price: NonNullable<unknown> }} Shop_Cart_Line_EachInputs */
/** @typedef {{ price: NonNullable<unknown> }} Shop_Cart_Line_Per_YearInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shop_Cart_Line_QuantityInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown> }} Shop_Cart_Line_Quantity_SizedInputs */
/** @typedef {{}} Shop_Cart_Line_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shop_Cart_Line_Remove_LabelInputs */
/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown> }} Shop_Cart_Line_Remove_SizedInputs */
/** @typedef {{}} Shop_Cart_Line_RemovingInputs */
/** @typedef {{ size: NonNullable<unknown> }} Shop_Cart_Line_SizeInputs */
/** @typedef {{}} Shop_Cart_Line_TotalInputs */
/** @typedef {{}} Shop_Cart_Line_UnavailableInputs */
/** @typedef {{}} Shop_Cart_Line_UpdateInputs */
/** @typedef {{}} Shop_Cart_Line_UpdatingInputs */
/** @typedef {{}} Shop_Cart_Membership_CheckoutInputs */
/** @typedef {{}} Shop_Cart_Membership_NoteInputs */
/** @typedef {{ quantity: NonNullable<unknown> }} Shop_Cart_Quantity_UpdatedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Shop_Cart_Remove_UnavailableInputs */
/** @typedef {{}} Shop_Cart_TitleInputs */
/** @typedef {{}} Shop_Cart_TotalInputs */
/** @typedef {{}} Shop_Cart_UpdatedInputs */
/** @typedef {{}} Shop_Categories_LabelInputs */
/** @typedef {{}} Shop_Category_AllInputs */
/** @typedef {{}} Shop_Category_LabelInputs */
/** @typedef {{}} Shop_Checkout_ButtonInputs */
/** @typedef {{}} Shop_Checkout_Cart_ChangedInputs */
/** @typedef {{}} Shop_Checkout_Cart_LinkInputs */
/** @typedef {{}} Shop_Checkout_Change_CartInputs */
/** @typedef {{}} Shop_Checkout_Choose_CountryInputs */
/** @typedef {{}} Shop_Checkout_Continue_To_PaymentInputs */
/** @typedef {{}} Shop_Checkout_Email_InvalidInputs */
/** @typedef {{}} Shop_Checkout_EmptyInputs */
/** @typedef {{}} Shop_Checkout_Empty_HintInputs */
/** @typedef {{}} Shop_Checkout_Field_AddressInputs */
/** @typedef {{}} Shop_Checkout_Field_Address2Inputs */
/** @typedef {{}} Shop_Checkout_Field_CityInputs */
/** @typedef {{}} Shop_Checkout_Field_CountryInputs */
/** @typedef {{}} Shop_Checkout_Field_EmailInputs */
/** @typedef {{}} Shop_Checkout_Field_First_NameInputs */
/** @typedef {{}} Shop_Checkout_Field_Last_NameInputs */
/** @typedef {{}} Shop_Checkout_Field_NameInputs */
/** @typedef {{}} Shop_Checkout_Field_PhoneInputs */
/** @typedef {{}} Shop_Checkout_Field_RegionInputs */
/** @typedef {{}} Shop_Checkout_Field_ZipInputs */
/** @typedef {{ size: NonNullable<unknown> }} Shop_Checkout_Line_SizeInputs */
/** @typedef {{}} Shop_Checkout_Membership_In_CartInputs */
/** @typedef {{}} Shop_Checkout_Membership_LinkInputs */
/** @typedef {{ membership: NonNullable<unknown>, cart: NonNullable<unknown> }} Shop_Checkout_Membership_NoteInputs */
/** @typedef {{}} Shop_Checkout_No_Pickup_EventsInputs */
/** @typedef {{}} Shop_Checkout_OptionalInputs */
/** @typedef {{}} Shop_Checkout_Pay_By_CardInputs */
/** @typedef {{}} Shop_Checkout_Pay_LaterInputs */
/** @typedef {{}} Shop_Checkout_Payment_Not_StartedInputs */
/** @typedef {{}} Shop_Checkout_Phone_InvalidInputs */
/** @typedef {{}} Shop_Checkout_Pickup_EventInputs */
/** @typedef {{}} Shop_Checkout_Pickup_HintInputs */
/** @typedef {{}} Shop_Checkout_Pickup_Not_OfferedInputs */
/** @typedef {{}} Shop_Checkout_Pickup_Not_UpcomingInputs */
/** @typedef {{}} Shop_Checkout_Pickup_RequiredInputs */
/** @typedef {{}} Shop_Checkout_Place_OrderInputs */
/** @typedef {{}} Shop_Checkout_Placed_DescriptionInputs */
/** @typedef {{}} Shop_Checkout_Placed_TitleInputs */
/** @typedef {{}} Shop_Checkout_PlacingInputs */
/** @typedef {{}} Shop_Checkout_Shipping_AddressInputs */
/** @typedef {{}} Shop_Checkout_Shipping_HintInputs */
/** @typedef {{}} Shop_Checkout_SummaryInputs */
/** @typedef {{}} Shop_Checkout_TitleInputs */
/** @typedef {{ cart: NonNullable<unknown> }} Shop_Checkout_UnavailableInputs */
/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Shop_Checkout_Unavailable_NamesInputs */
/** @typedef {{}} Shop_Checkout_Your_DetailsInputs */
/** @typedef {{}} Shop_Complete_Awaiting_CardInputs */
/** @typedef {{ email: NonNullable<unknown> }} Shop_Complete_ConfirmationInputs */
/** @typedef {{}} Shop_Complete_FollowInputs */
/** @typedef {{ signIn: NonNullable<unknown>, email: NonNullable<unknown>, tracking: NonNullable<unknown> }} Shop_Complete_Follow_GuestInputs */
/** @typedef {{ size: NonNullable<unknown> }} Shop_Complete_Line_SizeInputs */
/** @typedef {{}} Shop_Complete_Nothing_To_PayInputs */
/** @typedef {{}} Shop_Complete_Opening_StripeInputs */
/** @typedef {{}} Shop_Complete_Order_TrackingInputs */
/** @typedef {{}} Shop_Complete_PaidInputs */
/** @typedef {{}} Shop_Complete_Pay_LaterInputs */
/** @typedef {{}} Shop_Complete_Payment_Already_MadeInputs */
/** @typedef {{}} Shop_Complete_Payment_Link_ExpiredInputs */
/** @typedef {{}} Shop_Complete_Payment_Not_ResumedInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, location: NonNullable<unknown> }} Shop_Complete_PickupInputs */
/** @typedef {{ address: NonNullable<unknown> }} Shop_Complete_Shipping_ToInputs */
/** @typedef {{}} Shop_Complete_Sign_InInputs */
/** @typedef {{ status: NonNullable<unknown> }} Shop_Complete_StatusInputs */
/** @typedef {{}} Shop_Complete_Thanks_HeadingInputs */
/** @typedef {{}} Shop_Complete_TitleInputs */
/** @typedef {{}} Shop_Complete_Waiting_HeadingInputs */
/** @typedef {{}} Shop_DescriptionInputs */
/** @typedef {{}} Shop_Fulfillment_PickupInputs */
/** @typedef {{}} Shop_Fulfillment_PodInputs */
/** @typedef {{ name: NonNullable<unknown>, index: NonNullable<unknown>, count: NonNullable<unknown> }} Shop_Gallery_Photo_AltInputs */
/** @typedef {{}} Shop_Gallery_PhotosInputs */
/** @typedef {{ index: NonNullable<unknown>, count: NonNullable<unknown> }} Shop_Gallery_Show_PhotoInputs */
/** @typedef {{ name: NonNullable<unknown>, index: NonNullable<unknown> }} Shop_Gallery_Thumbnail_NameInputs */
/** @typedef {{}} Shop_Order_Not_FoundInputs */
/** @typedef {{ number: NonNullable<unknown> }} Shop_Order_NumberInputs */
/** @typedef {{}} Shop_Order_Payment_AwaitingInputs */
/** @typedef {{}} Shop_Order_Payment_LaterInputs */
/** @typedef {{}} Shop_Order_Payment_PaidInputs */
/** @typedef {{}} Shop_Order_ProgressInputs */
/** @typedef {{}} Shop_Order_Status_CancelledInputs */
/** @typedef {{}} Shop_Order_Status_DeliveredInputs */
/** @typedef {{}} Shop_Order_Status_PendingInputs */
/** @typedef {{}} Shop_Order_Status_ProcessingInputs */
/** @typedef {{}} Shop_Order_Status_ShippedInputs */
/** @typedef {{}} Shop_Order_Step_DeliveredInputs */
/** @typedef {{}} Shop_Order_Step_DoneInputs */
/** @typedef {{}} Shop_Order_Step_PlacedInputs */
/** @typedef {{}} Shop_Order_Step_ProcessingInputs */
/** @typedef {{}} Shop_Order_Step_ShippedInputs */
/** @typedef {{ page: NonNullable<unknown> }} Shop_Page_CurrentInputs */
/** @typedef {{ max: NonNullable<unknown> }} Shop_Page_InvalidInputs */
/** @typedef {{}} Shop_Page_NextInputs */
/** @typedef {{}} Shop_Page_PreviousInputs */
/** @typedef {{}} Shop_Pages_LabelInputs */
/** @typedef {{}} Shop_Pod_Already_SubmittedInputs */
/** @typedef {{}} Shop_Pod_CancelledInputs */
/** @typedef {{}} Shop_Pod_In_ProgressInputs */
/** @typedef {{}} Shop_Pod_No_AddressInputs */
/** @typedef {{}} Shop_Pod_No_LinesInputs */
/** @typedef {{}} Shop_Pod_Not_ConnectedInputs */
/** @typedef {{}} Shop_Pod_Not_PaidInputs */
/** @typedef {{}} Shop_Product_DetailsInputs */
/** @typedef {{}} Shop_Product_Not_FoundInputs */
/** @typedef {{}} Shop_Products_EmptyInputs */
/** @typedef {{}} Shop_Products_HeadingInputs */
/** @typedef {{}} Shop_Products_LoadingInputs */
/** @typedef {{ groupName: NonNullable<unknown> }} Shop_Share_AltInputs */
/** @typedef {{}} Shop_Share_SubtitleInputs */
/** @typedef {{}} Shop_Size_HintInputs */
/** @typedef {{}} Shop_Size_InvalidInputs */
/** @typedef {{}} Shop_Size_LegendInputs */
/** @typedef {{}} Shop_Size_RequiredInputs */
/** @typedef {{}} Shop_TaglineInputs */
/** @typedef {{}} Shop_TitleInputs */
/** @typedef {{}} Shop_Toast_SuccessInputs */
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

export const shop_add_to_cart = /** @type {(inputs: Shop_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den Warenkorb`)
};

export const shop_add_to_cart_pending = /** @type {(inputs: Shop_Add_To_Cart_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird hinzugefügt …`)
};

export const shop_added_to_cart = /** @type {(inputs: Shop_Added_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den Warenkorb gelegt!`)
};

export const shop_back_to_shop = /** @type {(inputs: Shop_Back_To_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Shop`)
};

export const shop_cart_browse = /** @type {(inputs: Shop_Cart_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Shop`)
};

export const shop_cart_continue = /** @type {(inputs: Shop_Cart_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter einkaufen`)
};

export const shop_cart_empty = /** @type {(inputs: Shop_Cart_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Warenkorb ist leer`)
};

export const shop_cart_item_fallback = /** @type {(inputs: Shop_Cart_Item_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel`)
};

export const shop_cart_item_removed = /** @type {(inputs: Shop_Cart_Item_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel aus dem Warenkorb entfernt.`)
};

export const shop_cart_items_heading = /** @type {(inputs: Shop_Cart_Items_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel in deinem Warenkorb`)
};

export const shop_cart_line_each = /** @type {(inputs: Shop_Cart_Line_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Stück`)
};

export const shop_cart_line_per_year = /** @type {(inputs: Shop_Cart_Line_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Jahr`)
};

export const shop_cart_line_quantity = /** @type {(inputs: Shop_Cart_Line_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menge von ${i?.name}`)
};

export const shop_cart_line_quantity_sized = /** @type {(inputs: Shop_Cart_Line_Quantity_SizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menge von ${i?.name}, Größe ${i?.size}`)
};

export const shop_cart_line_remove = /** @type {(inputs: Shop_Cart_Line_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

export const shop_cart_line_remove_label = /** @type {(inputs: Shop_Cart_Line_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen`)
};

export const shop_cart_line_remove_sized = /** @type {(inputs: Shop_Cart_Line_Remove_SizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, Größe ${i?.size} entfernen`)
};

export const shop_cart_line_removing = /** @type {(inputs: Shop_Cart_Line_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird entfernt …`)
};

export const shop_cart_line_size = /** @type {(inputs: Shop_Cart_Line_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Größe: ${i?.size}`)
};

export const shop_cart_line_total = /** @type {(inputs: Shop_Cart_Line_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeilensumme`)
};

export const shop_cart_line_unavailable = /** @type {(inputs: Shop_Cart_Line_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht mehr erhältlich`)
};

export const shop_cart_line_update = /** @type {(inputs: Shop_Cart_Line_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändern`)
};

export const shop_cart_line_updating = /** @type {(inputs: Shop_Cart_Line_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geändert …`)
};

export const shop_cart_membership_checkout = /** @type {(inputs: Shop_Cart_Membership_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft bezahlen`)
};

export const shop_cart_membership_note = /** @type {(inputs: Shop_Cart_Membership_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaften bezahlst du auf einer eigenen Seite, nicht an der Kasse des Shops.`)
};

export const shop_cart_quantity_updated = /** @type {(inputs: Shop_Cart_Quantity_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menge auf ${i?.quantity} geändert.`)
};

export const shop_cart_remove_unavailable = /** @type {(inputs: Shop_Cart_Remove_UnavailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Entfern den Artikel, der nicht mehr erhältlich ist, um zur Kasse zu gehen.`);
	return /** @type {LocalizedString} */ (`Entfern die ${i?.count} Artikel, die nicht mehr erhältlich sind, um zur Kasse zu gehen.`)
	
};

export const shop_cart_title = /** @type {(inputs: Shop_Cart_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warenkorb`)
};

export const shop_cart_total = /** @type {(inputs: Shop_Cart_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Summe`)
};

export const shop_cart_updated = /** @type {(inputs: Shop_Cart_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warenkorb aktualisiert`)
};

export const shop_categories_label = /** @type {(inputs: Shop_Categories_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorien`)
};

export const shop_category_all = /** @type {(inputs: Shop_Category_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

export const shop_category_label = /** @type {(inputs: Shop_Category_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kategorie`)
};

export const shop_checkout_button = /** @type {(inputs: Shop_Checkout_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Kasse`)
};

export const shop_checkout_cart_changed = /** @type {(inputs: Shop_Checkout_Cart_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Warenkorb hat sich während der Bestellung geändert. Prüf bitte das Formular und bestell noch einmal.`)
};

export const shop_checkout_cart_link = /** @type {(inputs: Shop_Checkout_Cart_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warenkorb`)
};

export const shop_checkout_change_cart = /** @type {(inputs: Shop_Checkout_Change_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warenkorb ändern`)
};

export const shop_checkout_choose_country = /** @type {(inputs: Shop_Checkout_Choose_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähl ein Land`)
};

export const shop_checkout_continue_to_payment = /** @type {(inputs: Shop_Checkout_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter zur Zahlung`)
};

export const shop_checkout_email_invalid = /** @type {(inputs: Shop_Checkout_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine gültige E-Mail-Adresse ein`)
};

export const shop_checkout_empty = /** @type {(inputs: Shop_Checkout_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Warenkorb ist leer.`)
};

export const shop_checkout_empty_hint = /** @type {(inputs: Shop_Checkout_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leg etwas aus dem Shop in den Warenkorb, um zu bestellen.`)
};

export const shop_checkout_field_address = /** @type {(inputs: Shop_Checkout_Field_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const shop_checkout_field_address2 = /** @type {(inputs: Shop_Checkout_Field_Address2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresszusatz`)
};

export const shop_checkout_field_city = /** @type {(inputs: Shop_Checkout_Field_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort`)
};

export const shop_checkout_field_country = /** @type {(inputs: Shop_Checkout_Field_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Land`)
};

export const shop_checkout_field_email = /** @type {(inputs: Shop_Checkout_Field_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

export const shop_checkout_field_first_name = /** @type {(inputs: Shop_Checkout_Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

export const shop_checkout_field_last_name = /** @type {(inputs: Shop_Checkout_Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

export const shop_checkout_field_name = /** @type {(inputs: Shop_Checkout_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const shop_checkout_field_phone = /** @type {(inputs: Shop_Checkout_Field_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefon`)
};

export const shop_checkout_field_region = /** @type {(inputs: Shop_Checkout_Field_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundesland / Region`)
};

export const shop_checkout_field_zip = /** @type {(inputs: Shop_Checkout_Field_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postleitzahl`)
};

export const shop_checkout_line_size = /** @type {(inputs: Shop_Checkout_Line_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Größe ${i?.size}`)
};

export const shop_checkout_membership_in_cart = /** @type {(inputs: Shop_Checkout_Membership_In_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaften werden nicht an der Kasse des Shops bezahlt: bezahl deine Mitgliedschaft unter /join/checkout oder entfern sie aus deinem Warenkorb, um den Rest zu bestellen.`)
};

export const shop_checkout_membership_link = /** @type {(inputs: Shop_Checkout_Membership_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bezahl deine Mitgliedschaft`)
};

export const shop_checkout_membership_note = /** @type {(inputs: Shop_Checkout_Membership_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliedschaften werden nicht an der Kasse des Shops bezahlt: ${i?.membership} oder entfern sie aus deinem ${i?.cart}, um den Rest zu bestellen.`)
};

export const shop_checkout_no_pickup_events = /** @type {(inputs: Shop_Checkout_No_Pickup_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt noch keinen kommenden Termin zur Abholung. Schau wieder vorbei, sobald der nächste Termin angekündigt ist.`)
};

export const shop_checkout_optional = /** @type {(inputs: Shop_Checkout_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional)`)
};

export const shop_checkout_pay_by_card = /** @type {(inputs: Shop_Checkout_Pay_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bezahlst mit Karte auf der sicheren Seite von Stripe; deine Kartendaten erreichen unsere Seite nie.`)
};

export const shop_checkout_pay_later = /** @type {(inputs: Shop_Checkout_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bezahlst bei der Abholung oder auf Rechnung: jetzt brauchst du keine Karte.`)
};

export const shop_checkout_payment_not_started = /** @type {(inputs: Shop_Checkout_Payment_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung konnte nicht gestartet werden. Bitte versuch es noch einmal.`)
};

export const shop_checkout_phone_invalid = /** @type {(inputs: Shop_Checkout_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine Telefonnummer nur mit Ziffern, Leerzeichen und + ( ) - ein`)
};

export const shop_checkout_pickup_event = /** @type {(inputs: Shop_Checkout_Pickup_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abholtermin`)
};

export const shop_checkout_pickup_hint = /** @type {(inputs: Shop_Checkout_Pickup_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel zur Abholung bekommst du am Merch-Stand des Termins, den du auswählst.`)
};

export const shop_checkout_pickup_not_offered = /** @type {(inputs: Shop_Checkout_Pickup_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bestellung kann bei diesem Termin nicht abgeholt werden: wähl einen aus der Liste.`)
};

export const shop_checkout_pickup_not_upcoming = /** @type {(inputs: Shop_Checkout_Pickup_Not_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Termin liegt nicht mehr in der Zukunft. Wähl einen anderen.`)
};

export const shop_checkout_pickup_required = /** @type {(inputs: Shop_Checkout_Pickup_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähl den Termin, bei dem du deine Bestellung abholst`)
};

export const shop_checkout_place_order = /** @type {(inputs: Shop_Checkout_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellen`)
};

export const shop_checkout_placed_description = /** @type {(inputs: Shop_Checkout_Placed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke! Deine Bestellung ist eingegangen.`)
};

export const shop_checkout_placed_title = /** @type {(inputs: Shop_Checkout_Placed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung aufgegeben`)
};

export const shop_checkout_placing = /** @type {(inputs: Shop_Checkout_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung wird aufgegeben …`)
};

export const shop_checkout_shipping_address = /** @type {(inputs: Shop_Checkout_Shipping_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferadresse`)
};

export const shop_checkout_shipping_hint = /** @type {(inputs: Shop_Checkout_Shipping_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print-on-Demand-Artikel werden für dich hergestellt und dir zugeschickt.`)
};

export const shop_checkout_summary = /** @type {(inputs: Shop_Checkout_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellübersicht`)
};

export const shop_checkout_title = /** @type {(inputs: Shop_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kasse`)
};

export const shop_checkout_unavailable = /** @type {(inputs: Shop_Checkout_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entfern die nicht mehr erhältlichen Artikel aus deinem ${i?.cart}, um zu bestellen.`)
};

export const shop_checkout_unavailable_names = /** @type {(inputs: Shop_Checkout_Unavailable_NamesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} ist nicht mehr erhältlich. Entfern den Artikel aus deinem Warenkorb, um zu bestellen.`);
	return /** @type {LocalizedString} */ (`${i?.names} sind nicht mehr erhältlich. Entfern sie aus deinem Warenkorb, um zu bestellen.`)
	
};

export const shop_checkout_your_details = /** @type {(inputs: Shop_Checkout_Your_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Angaben`)
};

export const shop_complete_awaiting_card = /** @type {(inputs: Shop_Complete_Awaiting_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht bezahlt. Wenn du die Seite von Stripe vor dem Bezahlen verlassen hast, geht es unten weiter zur Zahlung; sobald Stripe eine Zahlung bestätigt, bekommst du deine Bestätigung per E-Mail.`)
};

export const shop_complete_confirmation = /** @type {(inputs: Shop_Complete_ConfirmationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Bestätigung ist unterwegs an ${i?.email}.`)
};

export const shop_complete_follow = /** @type {(inputs: Shop_Complete_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung verfolgen`)
};

export const shop_complete_follow_guest = /** @type {(inputs: Shop_Complete_Follow_GuestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um diese Bestellung zu verfolgen, ${i?.signIn} dich mit ${i?.email} an: deine Bestellung erscheint unter ${i?.tracking}.`)
};

export const shop_complete_line_size = /** @type {(inputs: Shop_Complete_Line_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(Größe ${i?.size})`)
};

export const shop_complete_nothing_to_pay = /** @type {(inputs: Shop_Complete_Nothing_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese Bestellung ist nichts mehr zu bezahlen.`)
};

export const shop_complete_opening_stripe = /** @type {(inputs: Shop_Complete_Opening_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe wird geöffnet …`)
};

export const shop_complete_order_tracking = /** @type {(inputs: Shop_Complete_Order_TrackingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellverfolgung`)
};

export const shop_complete_paid = /** @type {(inputs: Shop_Complete_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Karte bezahlt. Danke!`)
};

export const shop_complete_pay_later = /** @type {(inputs: Shop_Complete_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung bei Abholung / auf Rechnung: jetzt ist nichts zu bezahlen.`)
};

export const shop_complete_payment_already_made = /** @type {(inputs: Shop_Complete_Payment_Already_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe hat deine Zahlung. Diese Seite zeigt die Bestellung als bezahlt, sobald Stripe sie bestätigt.`)
};

export const shop_complete_payment_link_expired = /** @type {(inputs: Shop_Complete_Payment_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Zahlungslink ist abgelaufen, deshalb wird die Bestellung storniert. Bitte bestell noch einmal.`)
};

export const shop_complete_payment_not_resumed = /** @type {(inputs: Shop_Complete_Payment_Not_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe war nicht erreichbar. Bitte versuch es noch einmal.`)
};

export const shop_complete_pickup = /** @type {(inputs: Shop_Complete_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abholung bei ${i?.event}, ${i?.when}${i?.location}.`)
};

export const shop_complete_shipping_to = /** @type {(inputs: Shop_Complete_Shipping_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lieferung an ${i?.address}.`)
};

export const shop_complete_sign_in = /** @type {(inputs: Shop_Complete_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`melde`)
};

export const shop_complete_status = /** @type {(inputs: Shop_Complete_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

export const shop_complete_thanks_heading = /** @type {(inputs: Shop_Complete_Thanks_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke für deine Bestellung!`)
};

export const shop_complete_title = /** @type {(inputs: Shop_Complete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung aufgegeben`)
};

export const shop_complete_waiting_heading = /** @type {(inputs: Shop_Complete_Waiting_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bestellung wartet auf die Zahlung`)
};

export const shop_description = /** @type {(inputs: Shop_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offizielle Fanartikel des Fanclubs.`)
};

export const shop_fulfillment_pickup = /** @type {(inputs: Shop_Fulfillment_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abholung beim Termin`)
};

export const shop_fulfillment_pod = /** @type {(inputs: Shop_Fulfillment_PodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print-on-Demand`)
};

export const shop_gallery_photo_alt = /** @type {(inputs: Shop_Gallery_Photo_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, Foto ${i?.index} von ${i?.count}`)
};

export const shop_gallery_photos = /** @type {(inputs: Shop_Gallery_PhotosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

export const shop_gallery_show_photo = /** @type {(inputs: Shop_Gallery_Show_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.index} von ${i?.count} zeigen`)
};

export const shop_gallery_thumbnail_name = /** @type {(inputs: Shop_Gallery_Thumbnail_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, Foto ${i?.index}`)
};

export const shop_order_not_found = /** @type {(inputs: Shop_Order_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung nicht gefunden.`)
};

export const shop_order_number = /** @type {(inputs: Shop_Order_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number}`)
};

export const shop_order_payment_awaiting = /** @type {(inputs: Shop_Order_Payment_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung ausstehend`)
};

export const shop_order_payment_later = /** @type {(inputs: Shop_Order_Payment_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung bei Abholung / auf Rechnung`)
};

export const shop_order_payment_paid = /** @type {(inputs: Shop_Order_Payment_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt`)
};

export const shop_order_progress = /** @type {(inputs: Shop_Order_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellfortschritt`)
};

export const shop_order_status_cancelled = /** @type {(inputs: Shop_Order_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storniert`)
};

export const shop_order_status_delivered = /** @type {(inputs: Shop_Order_Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugestellt`)
};

export const shop_order_status_pending = /** @type {(inputs: Shop_Order_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offen`)
};

export const shop_order_status_processing = /** @type {(inputs: Shop_Order_Status_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Bearbeitung`)
};

export const shop_order_status_shipped = /** @type {(inputs: Shop_Order_Status_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versandt`)
};

export const shop_order_step_delivered = /** @type {(inputs: Shop_Order_Step_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugestellt`)
};

export const shop_order_step_done = /** @type {(inputs: Shop_Order_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(erledigt)`)
};

export const shop_order_step_placed = /** @type {(inputs: Shop_Order_Step_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellt`)
};

export const shop_order_step_processing = /** @type {(inputs: Shop_Order_Step_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Bearbeitung`)
};

export const shop_order_step_shipped = /** @type {(inputs: Shop_Order_Step_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versandt`)
};

export const shop_page_current = /** @type {(inputs: Shop_Page_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page}`)
};

export const shop_page_invalid = /** @type {(inputs: Shop_Page_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Seite muss eine ganze Zahl von 1 bis ${i?.max} sein`)
};

export const shop_page_next = /** @type {(inputs: Shop_Page_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Seite`)
};

export const shop_page_previous = /** @type {(inputs: Shop_Page_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorherige Seite`)
};

export const shop_pages_label = /** @type {(inputs: Shop_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten`)
};

export const shop_pod_already_submitted = /** @type {(inputs: Shop_Pod_Already_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestellung ist schon bei Printify.`)
};

export const shop_pod_cancelled = /** @type {(inputs: Shop_Pod_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestellung ist storniert.`)
};

export const shop_pod_in_progress = /** @type {(inputs: Shop_Pod_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestellung wird gerade an Printify geschickt. Lad die Seite in einer Minute neu, um zu sehen, ob Printify sie angenommen hat.`)
};

export const shop_pod_no_address = /** @type {(inputs: Shop_Pod_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestellung hat keine Lieferadresse und kann deshalb nicht in den Druck gehen.`)
};

export const shop_pod_no_lines = /** @type {(inputs: Shop_Pod_No_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestellung enthält keine Print-on-Demand-Artikel.`)
};

export const shop_pod_not_connected = /** @type {(inputs: Shop_Pod_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printify ist nicht verbunden (PRINTIFY_API_TOKEN und PRINTIFY_SHOP_ID): die Bestellung ging nicht in den Druck.`)
};

export const shop_pod_not_paid = /** @type {(inputs: Shop_Pod_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestellung ist noch nicht bezahlt und kann deshalb nicht in den Druck gehen.`)
};

export const shop_product_details = /** @type {(inputs: Shop_Product_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produktdetails`)
};

export const shop_product_not_found = /** @type {(inputs: Shop_Product_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkt nicht gefunden.`)
};

export const shop_products_empty = /** @type {(inputs: Shop_Products_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In dieser Kategorie gibt es keine Produkte`)
};

export const shop_products_heading = /** @type {(inputs: Shop_Products_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkte`)
};

export const shop_products_loading = /** @type {(inputs: Shop_Products_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkte werden geladen …`)
};

export const shop_share_alt = /** @type {(inputs: Shop_Share_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Shop von ${i?.groupName}`)
};

export const shop_share_subtitle = /** @type {(inputs: Shop_Share_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offizielle Fanartikel des Fanclubs`)
};

export const shop_size_hint = /** @type {(inputs: Shop_Size_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähl eine Größe, um das Produkt in den Warenkorb zu legen.`)
};

export const shop_size_invalid = /** @type {(inputs: Shop_Size_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähl eine der angezeigten Größen`)
};

export const shop_size_legend = /** @type {(inputs: Shop_Size_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größe`)
};

export const shop_size_required = /** @type {(inputs: Shop_Size_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähl eine Größe`)
};

export const shop_tagline = /** @type {(inputs: Shop_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trag die Farben. Jeder Kauf unterstützt den Fanclub.`)
};

export const shop_title = /** @type {(inputs: Shop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop`)
};

export const shop_toast_success = /** @type {(inputs: Shop_Toast_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erledigt`)
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