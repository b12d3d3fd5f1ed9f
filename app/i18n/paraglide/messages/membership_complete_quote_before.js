/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Quote_BeforeInputs */

const en_membership_complete_quote_before = /** @type {(inputs: Membership_Complete_Quote_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please quote your reference`)
};

const de_membership_complete_quote_before = /** @type {(inputs: Membership_Complete_Quote_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte gib bei der Zahlung deine Referenz`)
};

/**
* | output |
* | --- |
* | "Please quote your reference" |
*
* @param {Membership_Complete_Quote_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_quote_before = /** @type {((inputs?: Membership_Complete_Quote_BeforeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Quote_BeforeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_quote_before(inputs)
	return en_membership_complete_quote_before(inputs)
});