/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Admin_Add_HeadingInputs */

const en_away_coach_admin_add_heading = /** @type {(inputs: Away_Coach_Admin_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a coach`)
};

const de_away_coach_admin_add_heading = /** @type {(inputs: Away_Coach_Admin_Add_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus hinzufügen`)
};

/**
* | output |
* | --- |
* | "Add a coach" |
*
* @param {Away_Coach_Admin_Add_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_add_heading = /** @type {((inputs?: Away_Coach_Admin_Add_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_Add_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_add_heading(inputs)
	return en_away_coach_admin_add_heading(inputs)
});