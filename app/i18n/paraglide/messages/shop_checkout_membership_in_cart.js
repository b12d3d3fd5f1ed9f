/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Membership_In_CartInputs */

const en_shop_checkout_membership_in_cart = /** @type {(inputs: Shop_Checkout_Membership_In_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Memberships are not paid in the shop's checkout: check out your membership at /join/checkout, or remove it from your cart to check out the rest.`)
};

const de_shop_checkout_membership_in_cart = /** @type {(inputs: Shop_Checkout_Membership_In_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaften werden nicht an der Kasse des Shops bezahlt: bezahl deine Mitgliedschaft unter /join/checkout oder entfern sie aus deinem Warenkorb, um den Rest zu bestellen.`)
};

/**
* | output |
* | --- |
* | "Memberships are not paid in the shop's checkout: check out your membership at /join/checkout, or remove it from your cart to check out the rest." |
*
* @param {Shop_Checkout_Membership_In_CartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_membership_in_cart = /** @type {((inputs?: Shop_Checkout_Membership_In_CartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Membership_In_CartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_membership_in_cart(inputs)
	return en_shop_checkout_membership_in_cart(inputs)
});