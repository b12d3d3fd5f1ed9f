/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Signup_CancellingInputs */

const en_volunteer_signup_cancelling = /** @type {(inputs: Volunteer_Signup_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

const de_volunteer_signup_cancelling = /** @type {(inputs: Volunteer_Signup_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgesagt …`)
};

/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Volunteer_Signup_CancellingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_cancelling = /** @type {((inputs?: Volunteer_Signup_CancellingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_CancellingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_signup_cancelling(inputs)
	return en_volunteer_signup_cancelling(inputs)
});