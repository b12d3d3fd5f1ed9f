/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Phone_InvalidInputs */

const en_shop_checkout_phone_invalid = /** @type {(inputs: Shop_Checkout_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a phone number with digits, spaces and + ( ) - only`)
};

const de_shop_checkout_phone_invalid = /** @type {(inputs: Shop_Checkout_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine Telefonnummer nur mit Ziffern, Leerzeichen und + ( ) - ein`)
};

/**
* | output |
* | --- |
* | "Enter a phone number with digits, spaces and + ( ) - only" |
*
* @param {Shop_Checkout_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_phone_invalid = /** @type {((inputs?: Shop_Checkout_Phone_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Phone_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_phone_invalid(inputs)
	return en_shop_checkout_phone_invalid(inputs)
});