/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Ends_After_StartInputs */

const en_volunteer_templates_ends_after_start = /** @type {(inputs: Volunteer_Templates_Ends_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends must be after the start`)
};

const de_volunteer_templates_ends_after_start = /** @type {(inputs: Volunteer_Templates_Ends_After_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Ende muss nach dem Beginn liegen`)
};

/**
* | output |
* | --- |
* | "Ends must be after the start" |
*
* @param {Volunteer_Templates_Ends_After_StartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_ends_after_start = /** @type {((inputs?: Volunteer_Templates_Ends_After_StartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Ends_After_StartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_ends_after_start(inputs)
	return en_volunteer_templates_ends_after_start(inputs)
});