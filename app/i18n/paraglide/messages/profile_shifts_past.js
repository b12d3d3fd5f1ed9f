/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_PastInputs */

const en_profile_shifts_past = /** @type {(inputs: Profile_Shifts_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Shifts`)
};

const de_profile_shifts_past = /** @type {(inputs: Profile_Shifts_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergangene Schichten`)
};

/**
* | output |
* | --- |
* | "Past Shifts" |
*
* @param {Profile_Shifts_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_past = /** @type {((inputs?: Profile_Shifts_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_past(inputs)
	return en_profile_shifts_past(inputs)
});