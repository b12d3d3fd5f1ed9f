/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_DescriptionInputs */

const en_volunteer_page_description = /** @type {(inputs: Volunteer_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer opportunities on match day and in the community.`)
};

const de_volunteer_page_description = /** @type {(inputs: Volunteer_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten am Spieltag und in der Gemeinschaft.`)
};

/**
* | output |
* | --- |
* | "Volunteer opportunities on match day and in the community." |
*
* @param {Volunteer_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_description = /** @type {((inputs?: Volunteer_Page_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_description(inputs)
	return en_volunteer_page_description(inputs)
});