/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_EmptyInputs */

const en_profile_shifts_empty = /** @type {(inputs: Profile_Shifts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No volunteer shifts`)
};

const de_profile_shifts_empty = /** @type {(inputs: Profile_Shifts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Helferschichten`)
};

/**
* | output |
* | --- |
* | "No volunteer shifts" |
*
* @param {Profile_Shifts_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_empty = /** @type {((inputs?: Profile_Shifts_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_empty(inputs)
	return en_profile_shifts_empty(inputs)
});