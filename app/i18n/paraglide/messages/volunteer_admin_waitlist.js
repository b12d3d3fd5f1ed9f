/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_WaitlistInputs */

const en_volunteer_admin_waitlist = /** @type {(inputs: Volunteer_Admin_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlist`)
};

const de_volunteer_admin_waitlist = /** @type {(inputs: Volunteer_Admin_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warteliste`)
};

/**
* | output |
* | --- |
* | "Waitlist" |
*
* @param {Volunteer_Admin_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_waitlist = /** @type {((inputs?: Volunteer_Admin_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_waitlist(inputs)
	return en_volunteer_admin_waitlist(inputs)
});