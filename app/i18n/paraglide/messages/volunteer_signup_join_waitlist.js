/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Signup_Join_WaitlistInputs */

const en_volunteer_signup_join_waitlist = /** @type {(inputs: Volunteer_Signup_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join waitlist`)
};

const de_volunteer_signup_join_waitlist = /** @type {(inputs: Volunteer_Signup_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf die Warteliste`)
};

/**
* | output |
* | --- |
* | "Join waitlist" |
*
* @param {Volunteer_Signup_Join_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_signup_join_waitlist = /** @type {((inputs?: Volunteer_Signup_Join_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Signup_Join_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_signup_join_waitlist(inputs)
	return en_volunteer_signup_join_waitlist(inputs)
});