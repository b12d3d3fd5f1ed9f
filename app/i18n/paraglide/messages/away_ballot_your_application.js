/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_Your_ApplicationInputs */

const en_away_ballot_your_application = /** @type {(inputs: Away_Ballot_Your_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application`)
};

const de_away_ballot_your_application = /** @type {(inputs: Away_Ballot_Your_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bewerbung`)
};

/**
* | output |
* | --- |
* | "Your application" |
*
* @param {Away_Ballot_Your_ApplicationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_your_application = /** @type {((inputs?: Away_Ballot_Your_ApplicationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Your_ApplicationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_your_application(inputs)
	return en_away_ballot_your_application(inputs)
});