/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Filter_Match_DayInputs */

const en_volunteer_page_filter_match_day = /** @type {(inputs: Volunteer_Page_Filter_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match Day`)
};

const de_volunteer_page_filter_match_day = /** @type {(inputs: Volunteer_Page_Filter_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieltag`)
};

/**
* | output |
* | --- |
* | "Match Day" |
*
* @param {Volunteer_Page_Filter_Match_DayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_filter_match_day = /** @type {((inputs?: Volunteer_Page_Filter_Match_DayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Filter_Match_DayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_filter_match_day(inputs)
	return en_volunteer_page_filter_match_day(inputs)
});