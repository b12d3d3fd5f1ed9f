/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Line_TotalInputs */

const en_shop_cart_line_total = /** @type {(inputs: Shop_Cart_Line_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Line total`)
};

const de_shop_cart_line_total = /** @type {(inputs: Shop_Cart_Line_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeilensumme`)
};

/**
* | output |
* | --- |
* | "Line total" |
*
* @param {Shop_Cart_Line_TotalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_total = /** @type {((inputs?: Shop_Cart_Line_TotalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_TotalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_total(inputs)
	return en_shop_cart_line_total(inputs)
});