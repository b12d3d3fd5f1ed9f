/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_EmptyInputs */

const en_volunteer_page_empty = /** @type {(inputs: Volunteer_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No opportunities available`)
};

const de_volunteer_page_empty = /** @type {(inputs: Volunteer_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerade keine Schichten`)
};

/**
* | output |
* | --- |
* | "No opportunities available" |
*
* @param {Volunteer_Page_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_empty = /** @type {((inputs?: Volunteer_Page_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_empty(inputs)
	return en_volunteer_page_empty(inputs)
});