/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_WaitlistedInputs */

const en_profile_shifts_waitlisted = /** @type {(inputs: Profile_Shifts_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlisted`)
};

const de_profile_shifts_waitlisted = /** @type {(inputs: Profile_Shifts_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Warteliste`)
};

/**
* | output |
* | --- |
* | "Waitlisted" |
*
* @param {Profile_Shifts_WaitlistedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_waitlisted = /** @type {((inputs?: Profile_Shifts_WaitlistedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_WaitlistedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_waitlisted(inputs)
	return en_profile_shifts_waitlisted(inputs)
});