/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_New_TitleInputs */

const en_away_admin_new_title = /** @type {(inputs: Away_Admin_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New away ballot`)
};

const de_away_admin_new_title = /** @type {(inputs: Away_Admin_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Verlosung für eine Auswärtsfahrt`)
};

/**
* | output |
* | --- |
* | "New away ballot" |
*
* @param {Away_Admin_New_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_new_title = /** @type {((inputs?: Away_Admin_New_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_New_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_new_title(inputs)
	return en_away_admin_new_title(inputs)
});