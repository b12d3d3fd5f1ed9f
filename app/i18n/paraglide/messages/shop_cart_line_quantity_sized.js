/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, size: NonNullable<unknown> }} Shop_Cart_Line_Quantity_SizedInputs */

const en_shop_cart_line_quantity_sized = /** @type {(inputs: Shop_Cart_Line_Quantity_SizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity of ${i?.name}, size ${i?.size}`)
};

const de_shop_cart_line_quantity_sized = /** @type {(inputs: Shop_Cart_Line_Quantity_SizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menge von ${i?.name}, Größe ${i?.size}`)
};

/**
* | output |
* | --- |
* | "Quantity of {name}, size {size}" |
*
* @param {Shop_Cart_Line_Quantity_SizedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_quantity_sized = /** @type {((inputs: Shop_Cart_Line_Quantity_SizedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_Quantity_SizedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_quantity_sized(inputs)
	return en_shop_cart_line_quantity_sized(inputs)
});