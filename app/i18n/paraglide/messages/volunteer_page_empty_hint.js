/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Empty_HintInputs */

const en_volunteer_page_empty_hint = /** @type {(inputs: Volunteer_Page_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon for new volunteer opportunities!`)
};

const de_volunteer_page_empty_hint = /** @type {(inputs: Volunteer_Page_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schau bald wieder vorbei, neue Helferschichten kommen!`)
};

/**
* | output |
* | --- |
* | "Check back soon for new volunteer opportunities!" |
*
* @param {Volunteer_Page_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_empty_hint = /** @type {((inputs?: Volunteer_Page_Empty_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Empty_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_empty_hint(inputs)
	return en_volunteer_page_empty_hint(inputs)
});