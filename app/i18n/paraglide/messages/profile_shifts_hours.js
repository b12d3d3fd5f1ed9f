/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_HoursInputs */

const en_profile_shifts_hours = /** @type {(inputs: Profile_Shifts_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimated hours`)
};

const de_profile_shifts_hours = /** @type {(inputs: Profile_Shifts_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschätzte Stunden`)
};

/**
* | output |
* | --- |
* | "Estimated hours" |
*
* @param {Profile_Shifts_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_hours = /** @type {((inputs?: Profile_Shifts_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_hours(inputs)
	return en_profile_shifts_hours(inputs)
});