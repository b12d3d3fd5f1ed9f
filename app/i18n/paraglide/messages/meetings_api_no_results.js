/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Api_No_ResultsInputs */

const en_meetings_api_no_results = /** @type {(inputs: Meetings_Api_No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This meeting has no published results: voting has not closed, or there is no such meeting.`)
};

const de_meetings_api_no_results = /** @type {(inputs: Meetings_Api_No_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese Versammlung gibt es keine veröffentlichten Ergebnisse: Die Abstimmung ist noch nicht geschlossen, oder es gibt sie nicht.`)
};

/**
* | output |
* | --- |
* | "This meeting has no published results: voting has not closed, or there is no such meeting." |
*
* @param {Meetings_Api_No_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_api_no_results = /** @type {((inputs?: Meetings_Api_No_ResultsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Api_No_ResultsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_api_no_results(inputs)
	return en_meetings_api_no_results(inputs)
});