/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Membership_CheckoutInputs */

const en_shop_cart_membership_checkout = /** @type {(inputs: Shop_Cart_Membership_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check out membership`)
};

const de_shop_cart_membership_checkout = /** @type {(inputs: Shop_Cart_Membership_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft bezahlen`)
};

/**
* | output |
* | --- |
* | "Check out membership" |
*
* @param {Shop_Cart_Membership_CheckoutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_membership_checkout = /** @type {((inputs?: Shop_Cart_Membership_CheckoutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Membership_CheckoutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_membership_checkout(inputs)
	return en_shop_cart_membership_checkout(inputs)
});