/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown> }} Shop_Cart_Quantity_UpdatedInputs */

const en_shop_cart_quantity_updated = /** @type {(inputs: Shop_Cart_Quantity_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quantity updated to ${i?.quantity}.`)
};

const de_shop_cart_quantity_updated = /** @type {(inputs: Shop_Cart_Quantity_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menge auf ${i?.quantity} geändert.`)
};

/**
* | output |
* | --- |
* | "Quantity updated to {quantity}." |
*
* @param {Shop_Cart_Quantity_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_quantity_updated = /** @type {((inputs: Shop_Cart_Quantity_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Quantity_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_quantity_updated(inputs)
	return en_shop_cart_quantity_updated(inputs)
});