/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Voting_OpenInputs */

const en_meetings_refusal_voting_open = /** @type {(inputs: Meetings_Refusal_Voting_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voting has opened: this can no longer change.`)
};

const de_meetings_refusal_voting_open = /** @type {(inputs: Meetings_Refusal_Voting_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Abstimmung hat begonnen: Das lässt sich nicht mehr ändern.`)
};

/**
* | output |
* | --- |
* | "Voting has opened: this can no longer change." |
*
* @param {Meetings_Refusal_Voting_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_voting_open = /** @type {((inputs?: Meetings_Refusal_Voting_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Voting_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_voting_open(inputs)
	return en_meetings_refusal_voting_open(inputs)
});