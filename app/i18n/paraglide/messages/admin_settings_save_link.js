/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Save_LinkInputs */

const en_admin_settings_save_link = /** @type {(inputs: Admin_Settings_Save_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save link`)
};

const de_admin_settings_save_link = /** @type {(inputs: Admin_Settings_Save_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link speichern`)
};

/**
* | output |
* | --- |
* | "Save link" |
*
* @param {Admin_Settings_Save_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_save_link = /** @type {((inputs?: Admin_Settings_Save_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Save_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_save_link(inputs)
	return en_admin_settings_save_link(inputs)
});