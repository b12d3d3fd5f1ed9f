/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_ApplyingInputs */

const en_away_ballot_applying = /** @type {(inputs: Away_Ballot_ApplyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applying...`)
};

const de_away_ballot_applying = /** @type {(inputs: Away_Ballot_ApplyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet …`)
};

/**
* | output |
* | --- |
* | "Applying..." |
*
* @param {Away_Ballot_ApplyingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_applying = /** @type {((inputs?: Away_Ballot_ApplyingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_ApplyingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_applying(inputs)
	return en_away_ballot_applying(inputs)
});