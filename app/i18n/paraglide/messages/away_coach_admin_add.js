/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Admin_AddInputs */

const en_away_coach_admin_add = /** @type {(inputs: Away_Coach_Admin_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add coach`)
};

const de_away_coach_admin_add = /** @type {(inputs: Away_Coach_Admin_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus hinzufügen`)
};

/**
* | output |
* | --- |
* | "Add coach" |
*
* @param {Away_Coach_Admin_AddInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_add = /** @type {((inputs?: Away_Coach_Admin_AddInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_AddInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_add(inputs)
	return en_away_coach_admin_add(inputs)
});