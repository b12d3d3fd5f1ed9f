/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Signup_Leave_WaitlistInputs */

const en_volunteer_signup_leave_waitlist = /** @type {(inputs: Volunteer_Signup_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave waitlist`)
};

const de_volunteer_signup_leave_waitlist = /** @type {(inputs: Volunteer_Signup_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warteliste verlassen`)
};

/**
* | output |
* | --- |
* | "Leave waitlist" |
*
* @param {Volunteer_Signup_Leave_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_leave_waitlist = /** @type {((inputs?: Volunteer_Signup_Leave_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_Leave_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_signup_leave_waitlist(inputs)
	return en_volunteer_signup_leave_waitlist(inputs)
});