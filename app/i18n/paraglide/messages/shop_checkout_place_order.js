/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Place_OrderInputs */

const en_shop_checkout_place_order = /** @type {(inputs: Shop_Checkout_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place order`)
};

const de_shop_checkout_place_order = /** @type {(inputs: Shop_Checkout_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellen`)
};

/**
* | output |
* | --- |
* | "Place order" |
*
* @param {Shop_Checkout_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_place_order = /** @type {((inputs?: Shop_Checkout_Place_OrderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Place_OrderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_place_order(inputs)
	return en_shop_checkout_place_order(inputs)
});