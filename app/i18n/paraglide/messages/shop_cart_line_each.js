/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Shop_Cart_Line_EachInputs */

const en_shop_cart_line_each = /** @type {(inputs: Shop_Cart_Line_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} each`)
};

const de_shop_cart_line_each = /** @type {(inputs: Shop_Cart_Line_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Stück`)
};

/**
* | output |
* | --- |
* | "{price} each" |
*
* @param {Shop_Cart_Line_EachInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_each = /** @type {((inputs: Shop_Cart_Line_EachInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_EachInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_each(inputs)
	return en_shop_cart_line_each(inputs)
});