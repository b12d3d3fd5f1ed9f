/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Change_CartInputs */

const en_shop_checkout_change_cart = /** @type {(inputs: Shop_Checkout_Change_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change your cart`)
};

const de_shop_checkout_change_cart = /** @type {(inputs: Shop_Checkout_Change_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warenkorb ändern`)
};

/**
* | output |
* | --- |
* | "Change your cart" |
*
* @param {Shop_Checkout_Change_CartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_change_cart = /** @type {((inputs?: Shop_Checkout_Change_CartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Change_CartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_change_cart(inputs)
	return en_shop_checkout_change_cart(inputs)
});