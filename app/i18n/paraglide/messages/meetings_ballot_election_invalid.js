/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Ballot_Election_InvalidInputs */

const en_meetings_ballot_election_invalid = /** @type {(inputs: Meetings_Ballot_Election_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose from the candidates on the ballot`)
};

const de_meetings_ballot_election_invalid = /** @type {(inputs: Meetings_Ballot_Election_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle aus den Personen auf dem Stimmzettel`)
};

/**
* | output |
* | --- |
* | "Choose from the candidates on the ballot" |
*
* @param {Meetings_Ballot_Election_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_ballot_election_invalid = /** @type {((inputs?: Meetings_Ballot_Election_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Ballot_Election_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_ballot_election_invalid(inputs)
	return en_meetings_ballot_election_invalid(inputs)
});