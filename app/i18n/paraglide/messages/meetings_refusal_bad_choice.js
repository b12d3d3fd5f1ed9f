/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Bad_ChoiceInputs */

const en_meetings_refusal_bad_choice = /** @type {(inputs: Meetings_Refusal_Bad_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One of the choices is not on the ballot.`)
};

const de_meetings_refusal_bad_choice = /** @type {(inputs: Meetings_Refusal_Bad_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine der Wahlen steht nicht auf dem Stimmzettel.`)
};

/**
* | output |
* | --- |
* | "One of the choices is not on the ballot." |
*
* @param {Meetings_Refusal_Bad_ChoiceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_bad_choice = /** @type {((inputs?: Meetings_Refusal_Bad_ChoiceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Bad_ChoiceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_bad_choice(inputs)
	return en_meetings_refusal_bad_choice(inputs)
});