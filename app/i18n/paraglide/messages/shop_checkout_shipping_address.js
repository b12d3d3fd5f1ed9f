/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Shipping_AddressInputs */

const en_shop_checkout_shipping_address = /** @type {(inputs: Shop_Checkout_Shipping_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipping address`)
};

const de_shop_checkout_shipping_address = /** @type {(inputs: Shop_Checkout_Shipping_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieferadresse`)
};

/**
* | output |
* | --- |
* | "Shipping address" |
*
* @param {Shop_Checkout_Shipping_AddressInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_shipping_address = /** @type {((inputs?: Shop_Checkout_Shipping_AddressInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Shipping_AddressInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_shipping_address(inputs)
	return en_shop_checkout_shipping_address(inputs)
});