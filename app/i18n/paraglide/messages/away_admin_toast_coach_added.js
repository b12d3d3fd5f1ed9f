/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Toast_Coach_AddedInputs */

const en_away_admin_toast_coach_added = /** @type {(inputs: Away_Admin_Toast_Coach_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach added`)
};

const de_away_admin_toast_coach_added = /** @type {(inputs: Away_Admin_Toast_Coach_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus hinzugefügt`)
};

/**
* | output |
* | --- |
* | "Coach added" |
*
* @param {Away_Admin_Toast_Coach_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_toast_coach_added = /** @type {((inputs?: Away_Admin_Toast_Coach_AddedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Toast_Coach_AddedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_toast_coach_added(inputs)
	return en_away_admin_toast_coach_added(inputs)
});