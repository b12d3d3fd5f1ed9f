/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Edit_FallbackInputs */

const en_volunteer_templates_edit_fallback = /** @type {(inputs: Volunteer_Templates_Edit_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit shift template`)
};

const de_volunteer_templates_edit_fallback = /** @type {(inputs: Volunteer_Templates_Edit_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichtvorlage bearbeiten`)
};

/**
* | output |
* | --- |
* | "Edit shift template" |
*
* @param {Volunteer_Templates_Edit_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_edit_fallback = /** @type {((inputs?: Volunteer_Templates_Edit_FallbackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Edit_FallbackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_edit_fallback(inputs)
	return en_volunteer_templates_edit_fallback(inputs)
});