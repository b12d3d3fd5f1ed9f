/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_BackInputs */

const en_admin_settings_back = /** @type {(inputs: Admin_Settings_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to dashboard`)
};

const de_admin_settings_back = /** @type {(inputs: Admin_Settings_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Übersicht`)
};

/**
* | output |
* | --- |
* | "Back to dashboard" |
*
* @param {Admin_Settings_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_back = /** @type {((inputs?: Admin_Settings_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_back(inputs)
	return en_admin_settings_back(inputs)
});