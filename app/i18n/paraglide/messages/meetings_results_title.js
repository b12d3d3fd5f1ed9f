/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Meetings_Results_TitleInputs */

const en_meetings_results_title = /** @type {(inputs: Meetings_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Results: ${i?.title}`)
};

const de_meetings_results_title = /** @type {(inputs: Meetings_Results_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ergebnisse: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Results: {title}" |
*
* @param {Meetings_Results_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_results_title = /** @type {((inputs: Meetings_Results_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Results_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_results_title(inputs)
	return en_meetings_results_title(inputs)
});