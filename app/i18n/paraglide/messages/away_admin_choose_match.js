/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Choose_MatchInputs */

const en_away_admin_choose_match = /** @type {(inputs: Away_Admin_Choose_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a match`)
};

const de_away_admin_choose_match = /** @type {(inputs: Away_Admin_Choose_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel wählen`)
};

/**
* | output |
* | --- |
* | "Choose a match" |
*
* @param {Away_Admin_Choose_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_choose_match = /** @type {((inputs?: Away_Admin_Choose_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Choose_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_choose_match(inputs)
	return en_away_admin_choose_match(inputs)
});