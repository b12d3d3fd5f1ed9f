/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Shift_TemplatesInputs */

const en_admin_dashboard_shift_templates = /** @type {(inputs: Admin_Dashboard_Shift_TemplatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift templates`)
};

const de_admin_dashboard_shift_templates = /** @type {(inputs: Admin_Dashboard_Shift_TemplatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichtvorlagen`)
};

/**
* | output |
* | --- |
* | "Shift templates" |
*
* @param {Admin_Dashboard_Shift_TemplatesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_shift_templates = /** @type {((inputs?: Admin_Dashboard_Shift_TemplatesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Shift_TemplatesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_shift_templates(inputs)
	return en_admin_dashboard_shift_templates(inputs)
});