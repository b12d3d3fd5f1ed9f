/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Why_GiveInputs */

const en_volunteer_page_why_give = /** @type {(inputs: Volunteer_Page_Why_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give back`)
};

const de_volunteer_page_why_give = /** @type {(inputs: Volunteer_Page_Why_GiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas zurückgeben`)
};

/**
* | output |
* | --- |
* | "Give back" |
*
* @param {Volunteer_Page_Why_GiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_give = /** @type {((inputs?: Volunteer_Page_Why_GiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_GiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_why_give(inputs)
	return en_volunteer_page_why_give(inputs)
});