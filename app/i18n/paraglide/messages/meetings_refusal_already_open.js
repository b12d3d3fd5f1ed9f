/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Already_OpenInputs */

const en_meetings_refusal_already_open = /** @type {(inputs: Meetings_Refusal_Already_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The notice has gone out: the meeting's details are fixed.`)
};

const de_meetings_refusal_already_open = /** @type {(inputs: Meetings_Refusal_Already_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Einladung ist verschickt: Die Angaben zur Versammlung stehen fest.`)
};

/**
* | output |
* | --- |
* | "The notice has gone out: the meeting's details are fixed." |
*
* @param {Meetings_Refusal_Already_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_already_open = /** @type {((inputs?: Meetings_Refusal_Already_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Already_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_already_open(inputs)
	return en_meetings_refusal_already_open(inputs)
});