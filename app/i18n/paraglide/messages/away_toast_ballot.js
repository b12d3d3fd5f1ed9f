/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Toast_BallotInputs */

const en_away_toast_ballot = /** @type {(inputs: Away_Toast_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballot`)
};

const de_away_toast_ballot = /** @type {(inputs: Away_Toast_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosung`)
};

/**
* | output |
* | --- |
* | "Ballot" |
*
* @param {Away_Toast_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_toast_ballot = /** @type {((inputs?: Away_Toast_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Toast_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_toast_ballot(inputs)
	return en_away_toast_ballot(inputs)
});