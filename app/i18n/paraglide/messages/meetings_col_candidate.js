/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Col_CandidateInputs */

const en_meetings_col_candidate = /** @type {(inputs: Meetings_Col_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidate`)
};

const de_meetings_col_candidate = /** @type {(inputs: Meetings_Col_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person`)
};

/**
* | output |
* | --- |
* | "Candidate" |
*
* @param {Meetings_Col_CandidateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_col_candidate = /** @type {((inputs?: Meetings_Col_CandidateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Col_CandidateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_col_candidate(inputs)
	return en_meetings_col_candidate(inputs)
});