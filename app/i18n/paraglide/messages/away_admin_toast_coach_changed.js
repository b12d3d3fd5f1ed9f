/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Toast_Coach_ChangedInputs */

const en_away_admin_toast_coach_changed = /** @type {(inputs: Away_Admin_Toast_Coach_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach changed`)
};

const de_away_admin_toast_coach_changed = /** @type {(inputs: Away_Admin_Toast_Coach_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus geändert`)
};

/**
* | output |
* | --- |
* | "Coach changed" |
*
* @param {Away_Admin_Toast_Coach_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_toast_coach_changed = /** @type {((inputs?: Away_Admin_Toast_Coach_ChangedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Toast_Coach_ChangedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_toast_coach_changed(inputs)
	return en_away_admin_toast_coach_changed(inputs)
});