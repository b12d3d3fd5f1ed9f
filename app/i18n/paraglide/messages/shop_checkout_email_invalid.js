/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Email_InvalidInputs */

const en_shop_checkout_email_invalid = /** @type {(inputs: Shop_Checkout_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address`)
};

const de_shop_checkout_email_invalid = /** @type {(inputs: Shop_Checkout_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine gültige E-Mail-Adresse ein`)
};

/**
* | output |
* | --- |
* | "Enter a valid email address" |
*
* @param {Shop_Checkout_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_email_invalid = /** @type {((inputs?: Shop_Checkout_Email_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Email_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_email_invalid(inputs)
	return en_shop_checkout_email_invalid(inputs)
});