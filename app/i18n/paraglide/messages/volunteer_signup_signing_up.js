/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Signup_Signing_UpInputs */

const en_volunteer_signup_signing_up = /** @type {(inputs: Volunteer_Signup_Signing_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing up...`)
};

const de_volunteer_signup_signing_up = /** @type {(inputs: Volunteer_Signup_Signing_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird angemeldet …`)
};

/**
* | output |
* | --- |
* | "Signing up..." |
*
* @param {Volunteer_Signup_Signing_UpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_signing_up = /** @type {((inputs?: Volunteer_Signup_Signing_UpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_Signing_UpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_signup_signing_up(inputs)
	return en_volunteer_signup_signing_up(inputs)
});