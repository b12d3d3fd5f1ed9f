/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Api_No_Drawn_BallotInputs */

const en_away_api_no_drawn_ballot = /** @type {(inputs: Away_Api_No_Drawn_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No drawn ballot with that id.`)
};

const de_away_api_no_drawn_ballot = /** @type {(inputs: Away_Api_No_Drawn_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine gezogene Verlosung mit dieser ID.`)
};

/**
* | output |
* | --- |
* | "No drawn ballot with that id." |
*
* @param {Away_Api_No_Drawn_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_api_no_drawn_ballot = /** @type {((inputs?: Away_Api_No_Drawn_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Api_No_Drawn_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_api_no_drawn_ballot(inputs)
	return en_away_api_no_drawn_ballot(inputs)
});