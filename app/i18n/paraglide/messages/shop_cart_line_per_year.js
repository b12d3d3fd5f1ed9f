/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Shop_Cart_Line_Per_YearInputs */

const en_shop_cart_line_per_year = /** @type {(inputs: Shop_Cart_Line_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} per year`)
};

const de_shop_cart_line_per_year = /** @type {(inputs: Shop_Cart_Line_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Jahr`)
};

/**
* | output |
* | --- |
* | "{price} per year" |
*
* @param {Shop_Cart_Line_Per_YearInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_per_year = /** @type {((inputs: Shop_Cart_Line_Per_YearInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_Per_YearInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_per_year(inputs)
	return en_shop_cart_line_per_year(inputs)
});