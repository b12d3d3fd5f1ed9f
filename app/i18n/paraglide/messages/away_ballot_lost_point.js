/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_Lost_PointInputs */

const en_away_ballot_lost_point = /** @type {(inputs: Away_Ballot_Lost_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This lost ballot adds a point to your next ballot this season.`)
};

const de_away_ballot_lost_point = /** @type {(inputs: Away_Ballot_Lost_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese verlorene Verlosung bringt dir einen Punkt für deine nächste Verlosung in dieser Saison.`)
};

/**
* | output |
* | --- |
* | "This lost ballot adds a point to your next ballot this season." |
*
* @param {Away_Ballot_Lost_PointInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_lost_point = /** @type {((inputs?: Away_Ballot_Lost_PointInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Lost_PointInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_lost_point(inputs)
	return en_away_ballot_lost_point(inputs)
});