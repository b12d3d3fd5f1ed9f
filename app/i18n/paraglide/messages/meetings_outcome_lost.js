/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Outcome_LostInputs */

const en_meetings_outcome_lost = /** @type {(inputs: Meetings_Outcome_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not carried`)
};

const de_meetings_outcome_lost = /** @type {(inputs: Meetings_Outcome_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelehnt`)
};

/**
* | output |
* | --- |
* | "Not carried" |
*
* @param {Meetings_Outcome_LostInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_outcome_lost = /** @type {((inputs?: Meetings_Outcome_LostInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Outcome_LostInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_outcome_lost(inputs)
	return en_meetings_outcome_lost(inputs)
});