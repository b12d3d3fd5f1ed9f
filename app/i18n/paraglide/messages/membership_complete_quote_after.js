/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Quote_AfterInputs */

const en_membership_complete_quote_after = /** @type {(inputs: Membership_Complete_Quote_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`with your payment.`)
};

const de_membership_complete_quote_after = /** @type {(inputs: Membership_Complete_Quote_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an.`)
};

/**
* | output |
* | --- |
* | "with your payment." |
*
* @param {Membership_Complete_Quote_AfterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_quote_after = /** @type {((inputs?: Membership_Complete_Quote_AfterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Quote_AfterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_quote_after(inputs)
	return en_membership_complete_quote_after(inputs)
});