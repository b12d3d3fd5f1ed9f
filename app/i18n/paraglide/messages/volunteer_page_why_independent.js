/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Why_IndependentInputs */

const en_volunteer_page_why_independent = /** @type {(inputs: Volunteer_Page_Why_IndependentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it independent`)
};

const de_volunteer_page_why_independent = /** @type {(inputs: Volunteer_Page_Why_IndependentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unabhängig bleiben`)
};

/**
* | output |
* | --- |
* | "Keep it independent" |
*
* @param {Volunteer_Page_Why_IndependentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_independent = /** @type {((inputs?: Volunteer_Page_Why_IndependentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_IndependentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_why_independent(inputs)
	return en_volunteer_page_why_independent(inputs)
});