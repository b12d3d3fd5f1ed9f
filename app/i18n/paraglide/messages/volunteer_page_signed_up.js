/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Signed_UpInputs */

const en_volunteer_page_signed_up = /** @type {(inputs: Volunteer_Page_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You've signed up for this volunteer opportunity!`)
};

const de_volunteer_page_signed_up = /** @type {(inputs: Volunteer_Page_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dich für diese Helferschicht angemeldet!`)
};

/**
* | output |
* | --- |
* | "You've signed up for this volunteer opportunity!" |
*
* @param {Volunteer_Page_Signed_UpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_signed_up = /** @type {((inputs?: Volunteer_Page_Signed_UpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Signed_UpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_signed_up(inputs)
	return en_volunteer_page_signed_up(inputs)
});