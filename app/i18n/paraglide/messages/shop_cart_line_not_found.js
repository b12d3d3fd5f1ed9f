/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Line_Not_FoundInputs */

const en_shop_cart_line_not_found = /** @type {(inputs: Shop_Cart_Line_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That item is not in your cart.`)
};

const de_shop_cart_line_not_found = /** @type {(inputs: Shop_Cart_Line_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Artikel ist nicht in deinem Warenkorb.`)
};

/**
* | output |
* | --- |
* | "That item is not in your cart." |
*
* @param {Shop_Cart_Line_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_not_found = /** @type {((inputs?: Shop_Cart_Line_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_not_found(inputs)
	return en_shop_cart_line_not_found(inputs)
});