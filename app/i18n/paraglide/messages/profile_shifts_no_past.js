/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_No_PastInputs */

const en_profile_shifts_no_past = /** @type {(inputs: Profile_Shifts_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past shifts yet.`)
};

const de_profile_shifts_no_past = /** @type {(inputs: Profile_Shifts_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine vergangenen Schichten.`)
};

/**
* | output |
* | --- |
* | "No past shifts yet." |
*
* @param {Profile_Shifts_No_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_no_past = /** @type {((inputs?: Profile_Shifts_No_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_No_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_no_past(inputs)
	return en_profile_shifts_no_past(inputs)
});