/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Signup_Not_FoundInputs */

const en_volunteer_signup_not_found = /** @type {(inputs: Volunteer_Signup_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This volunteer opportunity does not exist.`)
};

const de_volunteer_signup_not_found = /** @type {(inputs: Volunteer_Signup_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Helferschicht gibt es nicht.`)
};

/**
* | output |
* | --- |
* | "This volunteer opportunity does not exist." |
*
* @param {Volunteer_Signup_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_not_found = /** @type {((inputs?: Volunteer_Signup_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_signup_not_found(inputs)
	return en_volunteer_signup_not_found(inputs)
});