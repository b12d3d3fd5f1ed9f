/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Filter_SetupInputs */

const en_volunteer_page_filter_setup = /** @type {(inputs: Volunteer_Page_Filter_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setup & Logistics`)
};

const de_volunteer_page_filter_setup = /** @type {(inputs: Volunteer_Page_Filter_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufbau & Logistik`)
};

/**
* | output |
* | --- |
* | "Setup & Logistics" |
*
* @param {Volunteer_Page_Filter_SetupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_filter_setup = /** @type {((inputs?: Volunteer_Page_Filter_SetupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Filter_SetupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_filter_setup(inputs)
	return en_volunteer_page_filter_setup(inputs)
});