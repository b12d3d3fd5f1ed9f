/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Ballot_OwnInputs */

const en_meetings_ballot_own = /** @type {(inputs: Meetings_Ballot_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ballot`)
};

const de_meetings_ballot_own = /** @type {(inputs: Meetings_Ballot_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Stimmzettel`)
};

/**
* | output |
* | --- |
* | "Your ballot" |
*
* @param {Meetings_Ballot_OwnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_ballot_own = /** @type {((inputs?: Meetings_Ballot_OwnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Ballot_OwnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_ballot_own(inputs)
	return en_meetings_ballot_own(inputs)
});