/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_ClosedInputs */

const en_away_ballot_closed = /** @type {(inputs: Away_Ballot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications are closed.`)
};

const de_away_ballot_closed = /** @type {(inputs: Away_Ballot_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewerbung ist geschlossen.`)
};

/**
* | output |
* | --- |
* | "Applications are closed." |
*
* @param {Away_Ballot_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_closed = /** @type {((inputs?: Away_Ballot_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_closed(inputs)
	return en_away_ballot_closed(inputs)
});