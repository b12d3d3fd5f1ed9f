/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Filter_AllInputs */

const en_volunteer_page_filter_all = /** @type {(inputs: Volunteer_Page_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Opportunities`)
};

const de_volunteer_page_filter_all = /** @type {(inputs: Volunteer_Page_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Schichten`)
};

/**
* | output |
* | --- |
* | "All Opportunities" |
*
* @param {Volunteer_Page_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_filter_all = /** @type {((inputs?: Volunteer_Page_Filter_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Filter_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_filter_all(inputs)
	return en_volunteer_page_filter_all(inputs)
});