/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Admin_AddingInputs */

const en_away_coach_admin_adding = /** @type {(inputs: Away_Coach_Admin_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding...`)
};

const de_away_coach_admin_adding = /** @type {(inputs: Away_Coach_Admin_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird hinzugefügt …`)
};

/**
* | output |
* | --- |
* | "Adding..." |
*
* @param {Away_Coach_Admin_AddingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_adding = /** @type {((inputs?: Away_Coach_Admin_AddingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_AddingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_adding(inputs)
	return en_away_coach_admin_adding(inputs)
});