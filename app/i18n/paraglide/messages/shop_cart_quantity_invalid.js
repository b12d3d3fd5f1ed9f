/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Shop_Cart_Quantity_InvalidInputs */

const en_shop_cart_quantity_invalid = /** @type {(inputs: Shop_Cart_Quantity_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter a quantity from 1 to ${i?.max}`)
};

const de_shop_cart_quantity_invalid = /** @type {(inputs: Shop_Cart_Quantity_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gib eine Menge von 1 bis ${i?.max} ein`)
};

/**
* | output |
* | --- |
* | "Enter a quantity from 1 to {max}" |
*
* @param {Shop_Cart_Quantity_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_quantity_invalid = /** @type {((inputs: Shop_Cart_Quantity_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Quantity_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_quantity_invalid(inputs)
	return en_shop_cart_quantity_invalid(inputs)
});