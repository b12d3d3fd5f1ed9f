/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Already_VotedInputs */

const en_meetings_refusal_already_voted = /** @type {(inputs: Meetings_Refusal_Already_VotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This vote has already been cast.`)
};

const de_meetings_refusal_already_voted = /** @type {(inputs: Meetings_Refusal_Already_VotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Stimme wurde schon abgegeben.`)
};

/**
* | output |
* | --- |
* | "This vote has already been cast." |
*
* @param {Meetings_Refusal_Already_VotedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_already_voted = /** @type {((inputs?: Meetings_Refusal_Already_VotedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Already_VotedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_already_voted(inputs)
	return en_meetings_refusal_already_voted(inputs)
});