/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Category_InvalidInputs */

const en_volunteer_templates_category_invalid = /** @type {(inputs: Volunteer_Templates_Category_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a category from the list`)
};

const de_volunteer_templates_category_invalid = /** @type {(inputs: Volunteer_Templates_Category_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Kategorie aus der Liste`)
};

/**
* | output |
* | --- |
* | "Choose a category from the list" |
*
* @param {Volunteer_Templates_Category_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_category_invalid = /** @type {((inputs?: Volunteer_Templates_Category_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Category_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_category_invalid(inputs)
	return en_volunteer_templates_category_invalid(inputs)
});