/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Not_ElectionInputs */

const en_meetings_refusal_not_election = /** @type {(inputs: Meetings_Refusal_Not_ElectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the meeting's elections.`)
};

const de_meetings_refusal_not_election = /** @type {(inputs: Meetings_Refusal_Not_ElectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine der Wahlen dieser Versammlung.`)
};

/**
* | output |
* | --- |
* | "Choose one of the meeting's elections." |
*
* @param {Meetings_Refusal_Not_ElectionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_not_election = /** @type {((inputs?: Meetings_Refusal_Not_ElectionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Not_ElectionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_not_election(inputs)
	return en_meetings_refusal_not_election(inputs)
});