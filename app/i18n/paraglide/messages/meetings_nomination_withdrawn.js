/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Nomination_WithdrawnInputs */

const en_meetings_nomination_withdrawn = /** @type {(inputs: Meetings_Nomination_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have withdrawn from the ballot.`)
};

const de_meetings_nomination_withdrawn = /** @type {(inputs: Meetings_Nomination_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast deine Kandidatur zurückgezogen.`)
};

/**
* | output |
* | --- |
* | "You have withdrawn from the ballot." |
*
* @param {Meetings_Nomination_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_nomination_withdrawn = /** @type {((inputs?: Meetings_Nomination_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Nomination_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_nomination_withdrawn(inputs)
	return en_meetings_nomination_withdrawn(inputs)
});