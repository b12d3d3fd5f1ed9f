/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Sign_InInputs */

const en_shop_complete_sign_in = /** @type {(inputs: Shop_Complete_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sign in`)
};

const de_shop_complete_sign_in = /** @type {(inputs: Shop_Complete_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`melde`)
};

/**
* | output |
* | --- |
* | "sign in" |
*
* @param {Shop_Complete_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_sign_in = /** @type {((inputs?: Shop_Complete_Sign_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Sign_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_sign_in(inputs)
	return en_shop_complete_sign_in(inputs)
});