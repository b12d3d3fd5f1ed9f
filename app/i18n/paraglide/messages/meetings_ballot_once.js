/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Ballot_OnceInputs */

const en_meetings_ballot_once = /** @type {(inputs: Meetings_Ballot_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You vote once on each item; a vote cannot be changed. Items you leave blank stay on your ballot.`)
};

const de_meetings_ballot_once = /** @type {(inputs: Meetings_Ballot_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du stimmst über jeden Punkt einmal ab; eine Stimme lässt sich nicht ändern. Was du leer lässt, bleibt auf deinem Stimmzettel.`)
};

/**
* | output |
* | --- |
* | "You vote once on each item; a vote cannot be changed. Items you leave blank stay on your ballot." |
*
* @param {Meetings_Ballot_OnceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_ballot_once = /** @type {((inputs?: Meetings_Ballot_OnceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Ballot_OnceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_ballot_once(inputs)
	return en_meetings_ballot_once(inputs)
});