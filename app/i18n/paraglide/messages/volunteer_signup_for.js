/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Signup_ForInputs */

const en_volunteer_signup_for = /** @type {(inputs: Volunteer_Signup_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.title}`)
};

const de_volunteer_signup_for = /** @type {(inputs: Volunteer_Signup_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bei ${i?.title}`)
};

/**
* | output |
* | --- |
* | "for {title}" |
*
* @param {Volunteer_Signup_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_for = /** @type {((inputs: Volunteer_Signup_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_signup_for(inputs)
	return en_volunteer_signup_for(inputs)
});