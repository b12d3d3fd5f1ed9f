/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Name_HintInputs */

const en_volunteer_templates_name_hint = /** @type {(inputs: Volunteer_Templates_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E.g. Home match crew.`)
};

const de_volunteer_templates_name_hint = /** @type {(inputs: Volunteer_Templates_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Z. B. Heimspiel-Crew.`)
};

/**
* | output |
* | --- |
* | "E.g. Home match crew." |
*
* @param {Volunteer_Templates_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_name_hint = /** @type {((inputs?: Volunteer_Templates_Name_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Name_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_name_hint(inputs)
	return en_volunteer_templates_name_hint(inputs)
});