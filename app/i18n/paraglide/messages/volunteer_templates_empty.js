/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_EmptyInputs */

const en_volunteer_templates_empty = /** @type {(inputs: Volunteer_Templates_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shift templates yet. Create one with New template.`)
};

const de_volunteer_templates_empty = /** @type {(inputs: Volunteer_Templates_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Schichtvorlagen. Leg eine mit „Neue Vorlage“ an.`)
};

/**
* | output |
* | --- |
* | "No shift templates yet. Create one with New template." |
*
* @param {Volunteer_Templates_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_empty = /** @type {((inputs?: Volunteer_Templates_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_empty(inputs)
	return en_volunteer_templates_empty(inputs)
});