/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_New_BallotInputs */

const en_away_admin_new_ballot = /** @type {(inputs: Away_Admin_New_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New ballot`)
};

const de_away_admin_new_ballot = /** @type {(inputs: Away_Admin_New_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Verlosung`)
};

/**
* | output |
* | --- |
* | "New ballot" |
*
* @param {Away_Admin_New_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_new_ballot = /** @type {((inputs?: Away_Admin_New_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_New_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_new_ballot(inputs)
	return en_away_admin_new_ballot(inputs)
});