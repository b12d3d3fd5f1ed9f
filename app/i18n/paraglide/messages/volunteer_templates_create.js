/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_CreateInputs */

const en_volunteer_templates_create = /** @type {(inputs: Volunteer_Templates_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create template`)
};

const de_volunteer_templates_create = /** @type {(inputs: Volunteer_Templates_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorlage anlegen`)
};

/**
* | output |
* | --- |
* | "Create template" |
*
* @param {Volunteer_Templates_CreateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_create = /** @type {((inputs?: Volunteer_Templates_CreateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_CreateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_create(inputs)
	return en_volunteer_templates_create(inputs)
});