/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Results_JsonInputs */

const en_meetings_results_json = /** @type {(inputs: Meetings_Results_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the results as JSON`)
};

const de_meetings_results_json = /** @type {(inputs: Meetings_Results_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`die Ergebnisse als JSON`)
};

/**
* | output |
* | --- |
* | "the results as JSON" |
*
* @param {Meetings_Results_JsonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_results_json = /** @type {((inputs?: Meetings_Results_JsonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Results_JsonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_results_json(inputs)
	return en_meetings_results_json(inputs)
});