/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Not_Found_TitleInputs */

const en_away_admin_not_found_title = /** @type {(inputs: Away_Admin_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballot not found`)
};

const de_away_admin_not_found_title = /** @type {(inputs: Away_Admin_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosung nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Ballot not found" |
*
* @param {Away_Admin_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_not_found_title = /** @type {((inputs?: Away_Admin_Not_Found_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Not_Found_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_not_found_title(inputs)
	return en_away_admin_not_found_title(inputs)
});