/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ membership: NonNullable<unknown>, cart: NonNullable<unknown> }} Shop_Checkout_Membership_NoteInputs */

const en_shop_checkout_membership_note = /** @type {(inputs: Shop_Checkout_Membership_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Memberships are not paid in the shop's checkout: ${i?.membership}, or remove it from your ${i?.cart} to check out the rest.`)
};

const de_shop_checkout_membership_note = /** @type {(inputs: Shop_Checkout_Membership_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliedschaften werden nicht an der Kasse des Shops bezahlt: ${i?.membership} oder entfern sie aus deinem ${i?.cart}, um den Rest zu bestellen.`)
};

/**
* | output |
* | --- |
* | "Memberships are not paid in the shop's checkout: {membership}, or remove it from your {cart} to check out the rest." |
*
* @param {Shop_Checkout_Membership_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_membership_note = /** @type {((inputs: Shop_Checkout_Membership_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Membership_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_membership_note(inputs)
	return en_shop_checkout_membership_note(inputs)
});