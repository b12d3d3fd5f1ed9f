/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_NewInputs */

const en_volunteer_templates_new = /** @type {(inputs: Volunteer_Templates_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New template`)
};

const de_volunteer_templates_new = /** @type {(inputs: Volunteer_Templates_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Vorlage`)
};

/**
* | output |
* | --- |
* | "New template" |
*
* @param {Volunteer_Templates_NewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_new = /** @type {((inputs?: Volunteer_Templates_NewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_NewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_new(inputs)
	return en_volunteer_templates_new(inputs)
});