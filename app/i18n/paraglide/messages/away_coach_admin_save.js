/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Admin_SaveInputs */

const en_away_coach_admin_save = /** @type {(inputs: Away_Coach_Admin_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save coach`)
};

const de_away_coach_admin_save = /** @type {(inputs: Away_Coach_Admin_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus speichern`)
};

/**
* | output |
* | --- |
* | "Save coach" |
*
* @param {Away_Coach_Admin_SaveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_save = /** @type {((inputs?: Away_Coach_Admin_SaveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_SaveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_save(inputs)
	return en_away_coach_admin_save(inputs)
});