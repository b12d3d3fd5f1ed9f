/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Line_UnavailableInputs */

const en_shop_cart_line_unavailable = /** @type {(inputs: Shop_Cart_Line_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer available`)
};

const de_shop_cart_line_unavailable = /** @type {(inputs: Shop_Cart_Line_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht mehr erhältlich`)
};

/**
* | output |
* | --- |
* | "No longer available" |
*
* @param {Shop_Cart_Line_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_unavailable = /** @type {((inputs?: Shop_Cart_Line_UnavailableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_UnavailableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_unavailable(inputs)
	return en_shop_cart_line_unavailable(inputs)
});