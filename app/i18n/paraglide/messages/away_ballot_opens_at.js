/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Away_Ballot_Opens_AtInputs */

const en_away_ballot_opens_at = /** @type {(inputs: Away_Ballot_Opens_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Applications open ${i?.date}.`)
};

const de_away_ballot_opens_at = /** @type {(inputs: Away_Ballot_Opens_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Bewerbung öffnet am ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Applications open {date}." |
*
* @param {Away_Ballot_Opens_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_opens_at = /** @type {((inputs: Away_Ballot_Opens_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Opens_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_opens_at(inputs)
	return en_away_ballot_opens_at(inputs)
});