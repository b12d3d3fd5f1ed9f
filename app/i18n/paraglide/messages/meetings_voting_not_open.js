/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ opens: NonNullable<unknown> }} Meetings_Voting_Not_OpenInputs */

const en_meetings_voting_not_open = /** @type {(inputs: Meetings_Voting_Not_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voting opens on ${i?.opens}.`)
};

const de_meetings_voting_not_open = /** @type {(inputs: Meetings_Voting_Not_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Abstimmung beginnt am ${i?.opens}.`)
};

/**
* | output |
* | --- |
* | "Voting opens on {opens}." |
*
* @param {Meetings_Voting_Not_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_voting_not_open = /** @type {((inputs: Meetings_Voting_Not_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Voting_Not_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_voting_not_open(inputs)
	return en_meetings_voting_not_open(inputs)
});