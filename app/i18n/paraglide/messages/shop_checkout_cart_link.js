/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Cart_LinkInputs */

const en_shop_checkout_cart_link = /** @type {(inputs: Shop_Checkout_Cart_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cart`)
};

const de_shop_checkout_cart_link = /** @type {(inputs: Shop_Checkout_Cart_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warenkorb`)
};

/**
* | output |
* | --- |
* | "cart" |
*
* @param {Shop_Checkout_Cart_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_cart_link = /** @type {((inputs?: Shop_Checkout_Cart_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Cart_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_cart_link(inputs)
	return en_shop_checkout_cart_link(inputs)
});