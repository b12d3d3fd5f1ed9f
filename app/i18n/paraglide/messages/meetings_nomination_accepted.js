/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Nomination_AcceptedInputs */

const en_meetings_nomination_accepted = /** @type {(inputs: Meetings_Nomination_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are on the ballot.`)
};

const de_meetings_nomination_accepted = /** @type {(inputs: Meetings_Nomination_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du stehst auf dem Stimmzettel.`)
};

/**
* | output |
* | --- |
* | "You are on the ballot." |
*
* @param {Meetings_Nomination_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_nomination_accepted = /** @type {((inputs?: Meetings_Nomination_AcceptedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Nomination_AcceptedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_nomination_accepted(inputs)
	return en_meetings_nomination_accepted(inputs)
});