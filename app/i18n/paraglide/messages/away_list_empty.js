/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_List_EmptyInputs */

const en_away_list_empty = /** @type {(inputs: Away_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No away ballots yet.`)
};

const de_away_list_empty = /** @type {(inputs: Away_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Verlosungen für Auswärtsfahrten.`)
};

/**
* | output |
* | --- |
* | "No away ballots yet." |
*
* @param {Away_List_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_empty = /** @type {((inputs?: Away_List_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_list_empty(inputs)
	return en_away_list_empty(inputs)
});