/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cart: NonNullable<unknown> }} Shop_Checkout_UnavailableInputs */

const en_shop_checkout_unavailable = /** @type {(inputs: Shop_Checkout_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the items that are no longer available from your ${i?.cart} to check out.`)
};

const de_shop_checkout_unavailable = /** @type {(inputs: Shop_Checkout_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entfern die nicht mehr erhältlichen Artikel aus deinem ${i?.cart}, um zu bestellen.`)
};

/**
* | output |
* | --- |
* | "Remove the items that are no longer available from your {cart} to check out." |
*
* @param {Shop_Checkout_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_unavailable = /** @type {((inputs: Shop_Checkout_UnavailableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_UnavailableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_unavailable(inputs)
	return en_shop_checkout_unavailable(inputs)
});