/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Outcome_CarriedInputs */

const en_meetings_outcome_carried = /** @type {(inputs: Meetings_Outcome_CarriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carried`)
};

const de_meetings_outcome_carried = /** @type {(inputs: Meetings_Outcome_CarriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angenommen`)
};

/**
* | output |
* | --- |
* | "Carried" |
*
* @param {Meetings_Outcome_CarriedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_outcome_carried = /** @type {((inputs?: Meetings_Outcome_CarriedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Outcome_CarriedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_outcome_carried(inputs)
	return en_meetings_outcome_carried(inputs)
});