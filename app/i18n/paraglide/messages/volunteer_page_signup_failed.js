/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Page_Signup_FailedInputs */

const en_volunteer_page_signup_failed = /** @type {(inputs: Volunteer_Page_Signup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to sign up. Please try again.`)
};

const de_volunteer_page_signup_failed = /** @type {(inputs: Volunteer_Page_Signup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden hat nicht geklappt. Bitte versuch es noch mal.`)
};

/**
* | output |
* | --- |
* | "Failed to sign up. Please try again." |
*
* @param {Volunteer_Page_Signup_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_page_signup_failed = /** @type {((inputs?: Volunteer_Page_Signup_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Page_Signup_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_page_signup_failed(inputs)
	return en_volunteer_page_signup_failed(inputs)
});