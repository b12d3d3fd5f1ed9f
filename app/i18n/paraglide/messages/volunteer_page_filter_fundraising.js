/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Filter_FundraisingInputs */

const en_volunteer_page_filter_fundraising = /** @type {(inputs: Volunteer_Page_Filter_FundraisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fundraising`)
};

const de_volunteer_page_filter_fundraising = /** @type {(inputs: Volunteer_Page_Filter_FundraisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spendenaktionen`)
};

/**
* | output |
* | --- |
* | "Fundraising" |
*
* @param {Volunteer_Page_Filter_FundraisingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_filter_fundraising = /** @type {((inputs?: Volunteer_Page_Filter_FundraisingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Filter_FundraisingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_filter_fundraising(inputs)
	return en_volunteer_page_filter_fundraising(inputs)
});