/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Clear_LinkInputs */

const en_admin_settings_clear_link = /** @type {(inputs: Admin_Settings_Clear_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear link`)
};

const de_admin_settings_clear_link = /** @type {(inputs: Admin_Settings_Clear_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link entfernen`)
};

/**
* | output |
* | --- |
* | "Clear link" |
*
* @param {Admin_Settings_Clear_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_clear_link = /** @type {((inputs?: Admin_Settings_Clear_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Clear_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_clear_link(inputs)
	return en_admin_settings_clear_link(inputs)
});