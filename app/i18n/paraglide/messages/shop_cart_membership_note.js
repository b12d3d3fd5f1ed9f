/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Membership_NoteInputs */

const en_shop_cart_membership_note = /** @type {(inputs: Shop_Cart_Membership_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memberships are paid on their own page, not in the shop's checkout.`)
};

const de_shop_cart_membership_note = /** @type {(inputs: Shop_Cart_Membership_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaften bezahlst du auf einer eigenen Seite, nicht an der Kasse des Shops.`)
};

/**
* | output |
* | --- |
* | "Memberships are paid on their own page, not in the shop's checkout." |
*
* @param {Shop_Cart_Membership_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_membership_note = /** @type {((inputs?: Shop_Cart_Membership_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Membership_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_membership_note(inputs)
	return en_shop_cart_membership_note(inputs)
});