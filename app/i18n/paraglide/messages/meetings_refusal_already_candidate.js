/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Already_CandidateInputs */

const en_meetings_refusal_already_candidate = /** @type {(inputs: Meetings_Refusal_Already_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This member is already a candidate in this election.`)
};

const de_meetings_refusal_already_candidate = /** @type {(inputs: Meetings_Refusal_Already_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Mitglied kandidiert schon bei dieser Wahl.`)
};

/**
* | output |
* | --- |
* | "This member is already a candidate in this election." |
*
* @param {Meetings_Refusal_Already_CandidateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_already_candidate = /** @type {((inputs?: Meetings_Refusal_Already_CandidateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Already_CandidateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_already_candidate(inputs)
	return en_meetings_refusal_already_candidate(inputs)
});