/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Name_RequiredInputs */

const en_volunteer_templates_name_required = /** @type {(inputs: Volunteer_Templates_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name is required`)
};

const de_volunteer_templates_name_required = /** @type {(inputs: Volunteer_Templates_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name fehlt`)
};

/**
* | output |
* | --- |
* | "Name is required" |
*
* @param {Volunteer_Templates_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_name_required = /** @type {((inputs?: Volunteer_Templates_Name_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Name_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_name_required(inputs)
	return en_volunteer_templates_name_required(inputs)
});