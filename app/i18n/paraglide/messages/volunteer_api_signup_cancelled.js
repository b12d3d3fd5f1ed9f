/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Api_Signup_CancelledInputs */

const en_volunteer_api_signup_cancelled = /** @type {(inputs: Volunteer_Api_Signup_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer signup cancelled successfully.`)
};

const de_volunteer_api_signup_cancelled = /** @type {(inputs: Volunteer_Api_Signup_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Anmeldung zur Helferschicht ist abgesagt.`)
};

/**
* | output |
* | --- |
* | "Volunteer signup cancelled successfully." |
*
* @param {Volunteer_Api_Signup_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_api_signup_cancelled = /** @type {((inputs?: Volunteer_Api_Signup_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Api_Signup_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_api_signup_cancelled(inputs)
	return en_volunteer_api_signup_cancelled(inputs)
});