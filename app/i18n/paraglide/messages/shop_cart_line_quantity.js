/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Shop_Cart_Line_QuantityInputs */

const en_shop_cart_line_quantity = /** @type {(inputs: Shop_Cart_Line_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity of ${i?.name}`)
};

const de_shop_cart_line_quantity = /** @type {(inputs: Shop_Cart_Line_QuantityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menge von ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Quantity of {name}" |
*
* @param {Shop_Cart_Line_QuantityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_quantity = /** @type {((inputs: Shop_Cart_Line_QuantityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_QuantityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_quantity(inputs)
	return en_shop_cart_line_quantity(inputs)
});