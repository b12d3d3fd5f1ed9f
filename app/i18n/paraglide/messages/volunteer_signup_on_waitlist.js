/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Volunteer_Signup_On_WaitlistInputs */

const en_volunteer_signup_on_waitlist = /** @type {(inputs: Volunteer_Signup_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're on the waitlist (#${i?.position})`)
};

const de_volunteer_signup_on_waitlist = /** @type {(inputs: Volunteer_Signup_On_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du stehst auf der Warteliste (Nr. ${i?.position})`)
};

/**
* | output |
* | --- |
* | "You're on the waitlist (#{position})" |
*
* @param {Volunteer_Signup_On_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_on_waitlist = /** @type {((inputs: Volunteer_Signup_On_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_On_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_signup_on_waitlist(inputs)
	return en_volunteer_signup_on_waitlist(inputs)
});