/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Not_EligibleInputs */

const en_meetings_refusal_not_eligible = /** @type {(inputs: Meetings_Refusal_Not_EligibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not on this meeting's roll of voters.`)
};

const de_meetings_refusal_not_eligible = /** @type {(inputs: Meetings_Refusal_Not_EligibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du stehst nicht im Stimmregister dieser Versammlung.`)
};

/**
* | output |
* | --- |
* | "You are not on this meeting's roll of voters." |
*
* @param {Meetings_Refusal_Not_EligibleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_not_eligible = /** @type {((inputs?: Meetings_Refusal_Not_EligibleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Not_EligibleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_not_eligible(inputs)
	return en_meetings_refusal_not_eligible(inputs)
});