/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Signup_Signed_UpInputs */

const en_volunteer_signup_signed_up = /** @type {(inputs: Volunteer_Signup_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ You're signed up`)
};

const de_volunteer_signup_signed_up = /** @type {(inputs: Volunteer_Signup_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Du bist dabei`)
};

/**
* | output |
* | --- |
* | "✓ You're signed up" |
*
* @param {Volunteer_Signup_Signed_UpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_signed_up = /** @type {((inputs?: Volunteer_Signup_Signed_UpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_Signed_UpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_signup_signed_up(inputs)
	return en_volunteer_signup_signed_up(inputs)
});