/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Filter_CommunityInputs */

const en_volunteer_page_filter_community = /** @type {(inputs: Volunteer_Page_Filter_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community Service`)
};

const de_volunteer_page_filter_community = /** @type {(inputs: Volunteer_Page_Filter_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeinschaft`)
};

/**
* | output |
* | --- |
* | "Community Service" |
*
* @param {Volunteer_Page_Filter_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_filter_community = /** @type {((inputs?: Volunteer_Page_Filter_CommunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Filter_CommunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_filter_community(inputs)
	return en_volunteer_page_filter_community(inputs)
});