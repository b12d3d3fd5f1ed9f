/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_TemplatesInputs */

const en_volunteer_admin_templates = /** @type {(inputs: Volunteer_Admin_TemplatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift templates`)
};

const de_volunteer_admin_templates = /** @type {(inputs: Volunteer_Admin_TemplatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichtvorlagen`)
};

/**
* | output |
* | --- |
* | "Shift templates" |
*
* @param {Volunteer_Admin_TemplatesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_templates = /** @type {((inputs?: Volunteer_Admin_TemplatesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_TemplatesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_templates(inputs)
	return en_volunteer_admin_templates(inputs)
});