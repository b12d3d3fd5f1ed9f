/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_CategoriesInputs */

const en_volunteer_page_categories = /** @type {(inputs: Volunteer_Page_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opportunity categories`)
};

const de_volunteer_page_categories = /** @type {(inputs: Volunteer_Page_CategoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht-Kategorien`)
};

/**
* | output |
* | --- |
* | "Opportunity categories" |
*
* @param {Volunteer_Page_CategoriesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_categories = /** @type {((inputs?: Volunteer_Page_CategoriesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_CategoriesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_categories(inputs)
	return en_volunteer_page_categories(inputs)
});