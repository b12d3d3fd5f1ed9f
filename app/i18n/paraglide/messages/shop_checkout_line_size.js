/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Shop_Checkout_Line_SizeInputs */

const en_shop_checkout_line_size = /** @type {(inputs: Shop_Checkout_Line_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Size ${i?.size}`)
};

const de_shop_checkout_line_size = /** @type {(inputs: Shop_Checkout_Line_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Größe ${i?.size}`)
};

/**
* | output |
* | --- |
* | "Size {size}" |
*
* @param {Shop_Checkout_Line_SizeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_line_size = /** @type {((inputs: Shop_Checkout_Line_SizeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Line_SizeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_line_size(inputs)
	return en_shop_checkout_line_size(inputs)
});