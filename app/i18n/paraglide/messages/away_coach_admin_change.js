/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Admin_ChangeInputs */

const en_away_coach_admin_change = /** @type {(inputs: Away_Coach_Admin_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the coach`)
};

const de_away_coach_admin_change = /** @type {(inputs: Away_Coach_Admin_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus ändern`)
};

/**
* | output |
* | --- |
* | "Change the coach" |
*
* @param {Away_Coach_Admin_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_change = /** @type {((inputs?: Away_Coach_Admin_ChangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_ChangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_change(inputs)
	return en_away_coach_admin_change(inputs)
});