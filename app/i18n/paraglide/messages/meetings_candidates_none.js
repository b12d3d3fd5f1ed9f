/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Candidates_NoneInputs */

const en_meetings_candidates_none = /** @type {(inputs: Meetings_Candidates_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No candidate has accepted a nomination yet.`)
};

const de_meetings_candidates_none = /** @type {(inputs: Meetings_Candidates_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch hat niemand eine Nominierung angenommen.`)
};

/**
* | output |
* | --- |
* | "No candidate has accepted a nomination yet." |
*
* @param {Meetings_Candidates_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_candidates_none = /** @type {((inputs?: Meetings_Candidates_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Candidates_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_candidates_none(inputs)
	return en_meetings_candidates_none(inputs)
});