/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ groupName: NonNullable<unknown> }} Volunteer_Page_HeadingInputs */

const en_volunteer_page_heading = /** @type {(inputs: Volunteer_Page_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volunteer with ${i?.groupName}`)
};

const de_volunteer_page_heading = /** @type {(inputs: Volunteer_Page_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hilf mit bei ${i?.groupName}`)
};

/**
* | output |
* | --- |
* | "Volunteer with {groupName}" |
*
* @param {Volunteer_Page_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_heading = /** @type {((inputs: Volunteer_Page_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_heading(inputs)
	return en_volunteer_page_heading(inputs)
});