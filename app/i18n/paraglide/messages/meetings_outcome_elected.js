/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown> }} Meetings_Outcome_ElectedInputs */

const en_meetings_outcome_elected = /** @type {(inputs: Meetings_Outcome_ElectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elected: ${i?.names}`)
};

const de_meetings_outcome_elected = /** @type {(inputs: Meetings_Outcome_ElectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gewählt: ${i?.names}`)
};

/**
* | output |
* | --- |
* | "Elected: {names}" |
*
* @param {Meetings_Outcome_ElectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_outcome_elected = /** @type {((inputs: Meetings_Outcome_ElectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Outcome_ElectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_outcome_elected(inputs)
	return en_meetings_outcome_elected(inputs)
});