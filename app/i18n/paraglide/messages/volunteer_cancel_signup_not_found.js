/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Cancel_Signup_Not_FoundInputs */

const en_volunteer_cancel_signup_not_found = /** @type {(inputs: Volunteer_Cancel_Signup_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer signup not found`)
};

const de_volunteer_cancel_signup_not_found = /** @type {(inputs: Volunteer_Cancel_Signup_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung zur Helferschicht nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Volunteer signup not found" |
*
* @param {Volunteer_Cancel_Signup_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_cancel_signup_not_found = /** @type {((inputs?: Volunteer_Cancel_Signup_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Cancel_Signup_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_cancel_signup_not_found(inputs)
	return en_volunteer_cancel_signup_not_found(inputs)
});