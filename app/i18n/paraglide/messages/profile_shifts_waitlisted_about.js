/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Waitlisted_AboutInputs */

const en_profile_shifts_waitlisted_about = /** @type {(inputs: Profile_Shifts_Waitlisted_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When a spot frees up, the first member waiting gets it and an email.`)
};

const de_profile_shifts_waitlisted_about = /** @type {(inputs: Profile_Shifts_Waitlisted_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird ein Platz frei, bekommt ihn das erste wartende Mitglied, mit einer E-Mail.`)
};

/**
* | output |
* | --- |
* | "When a spot frees up, the first member waiting gets it and an email." |
*
* @param {Profile_Shifts_Waitlisted_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_waitlisted_about = /** @type {((inputs?: Profile_Shifts_Waitlisted_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Waitlisted_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_waitlisted_about(inputs)
	return en_profile_shifts_waitlisted_about(inputs)
});