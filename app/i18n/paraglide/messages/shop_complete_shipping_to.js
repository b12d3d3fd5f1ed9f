/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ address: NonNullable<unknown> }} Shop_Complete_Shipping_ToInputs */

const en_shop_complete_shipping_to = /** @type {(inputs: Shop_Complete_Shipping_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipping to ${i?.address}.`)
};

const de_shop_complete_shipping_to = /** @type {(inputs: Shop_Complete_Shipping_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lieferung an ${i?.address}.`)
};

/**
* | output |
* | --- |
* | "Shipping to {address}." |
*
* @param {Shop_Complete_Shipping_ToInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_shipping_to = /** @type {((inputs: Shop_Complete_Shipping_ToInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Shipping_ToInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_shipping_to(inputs)
	return en_shop_complete_shipping_to(inputs)
});