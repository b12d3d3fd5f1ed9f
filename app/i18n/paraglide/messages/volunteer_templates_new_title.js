/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_New_TitleInputs */

const en_volunteer_templates_new_title = /** @type {(inputs: Volunteer_Templates_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New shift template`)
};

const de_volunteer_templates_new_title = /** @type {(inputs: Volunteer_Templates_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Schichtvorlage`)
};

/**
* | output |
* | --- |
* | "New shift template" |
*
* @param {Volunteer_Templates_New_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_new_title = /** @type {((inputs?: Volunteer_Templates_New_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_New_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_new_title(inputs)
	return en_volunteer_templates_new_title(inputs)
});