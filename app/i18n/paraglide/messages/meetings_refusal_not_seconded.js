/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Not_SecondedInputs */

const en_meetings_refusal_not_seconded = /** @type {(inputs: Meetings_Refusal_Not_SecondedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a seconded motion can be decided.`)
};

const de_meetings_refusal_not_seconded = /** @type {(inputs: Meetings_Refusal_Not_SecondedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur über einen unterstützten Antrag kann entschieden werden.`)
};

/**
* | output |
* | --- |
* | "Only a seconded motion can be decided." |
*
* @param {Meetings_Refusal_Not_SecondedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_not_seconded = /** @type {((inputs?: Meetings_Refusal_Not_SecondedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Not_SecondedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_not_seconded(inputs)
	return en_meetings_refusal_not_seconded(inputs)
});