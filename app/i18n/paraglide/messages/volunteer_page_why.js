/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_WhyInputs */

const en_volunteer_page_why = /** @type {(inputs: Volunteer_Page_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why Volunteer?`)
};

const de_volunteer_page_why = /** @type {(inputs: Volunteer_Page_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warum mithelfen?`)
};

/**
* | output |
* | --- |
* | "Why Volunteer?" |
*
* @param {Volunteer_Page_WhyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why = /** @type {((inputs?: Volunteer_Page_WhyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_WhyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_why(inputs)
	return en_volunteer_page_why(inputs)
});