/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_Match_ChooseInputs */

const en_away_form_match_choose = /** @type {(inputs: Away_Form_Match_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a match from the list`)
};

const de_away_form_match_choose = /** @type {(inputs: Away_Form_Match_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein Spiel aus der Liste`)
};

/**
* | output |
* | --- |
* | "Choose a match from the list" |
*
* @param {Away_Form_Match_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_match_choose = /** @type {((inputs?: Away_Form_Match_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Match_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_match_choose(inputs)
	return en_away_form_match_choose(inputs)
});