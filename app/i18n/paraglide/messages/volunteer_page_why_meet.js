/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Why_MeetInputs */

const en_volunteer_page_why_meet = /** @type {(inputs: Volunteer_Page_Why_MeetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet fellow fans`)
};

const de_volunteer_page_why_meet = /** @type {(inputs: Volunteer_Page_Why_MeetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Fans kennenlernen`)
};

/**
* | output |
* | --- |
* | "Meet fellow fans" |
*
* @param {Volunteer_Page_Why_MeetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_why_meet = /** @type {((inputs?: Volunteer_Page_Why_MeetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Why_MeetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_why_meet(inputs)
	return en_volunteer_page_why_meet(inputs)
});