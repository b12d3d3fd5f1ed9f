/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Payment_Not_ResumedInputs */

const en_shop_complete_payment_not_resumed = /** @type {(inputs: Shop_Complete_Payment_Not_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe could not be reached. Please try again.`)
};

const de_shop_complete_payment_not_resumed = /** @type {(inputs: Shop_Complete_Payment_Not_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe war nicht erreichbar. Bitte versuch es noch einmal.`)
};

/**
* | output |
* | --- |
* | "Stripe could not be reached. Please try again." |
*
* @param {Shop_Complete_Payment_Not_ResumedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_payment_not_resumed = /** @type {((inputs?: Shop_Complete_Payment_Not_ResumedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Payment_Not_ResumedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_payment_not_resumed(inputs)
	return en_shop_complete_payment_not_resumed(inputs)
});