/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_List_TitleInputs */

const en_away_admin_list_title = /** @type {(inputs: Away_Admin_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away ballots`)
};

const de_away_admin_list_title = /** @type {(inputs: Away_Admin_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosungen Auswärtsfahrten`)
};

/**
* | output |
* | --- |
* | "Away ballots" |
*
* @param {Away_Admin_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_list_title = /** @type {((inputs?: Away_Admin_List_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_List_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_list_title(inputs)
	return en_away_admin_list_title(inputs)
});