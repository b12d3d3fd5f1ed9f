/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_CompletedInputs */

const en_profile_shifts_completed = /** @type {(inputs: Profile_Shifts_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed shifts`)
};

const de_profile_shifts_completed = /** @type {(inputs: Profile_Shifts_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geleistete Schichten`)
};

/**
* | output |
* | --- |
* | "Completed shifts" |
*
* @param {Profile_Shifts_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_completed = /** @type {((inputs?: Profile_Shifts_CompletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_CompletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_completed(inputs)
	return en_profile_shifts_completed(inputs)
});