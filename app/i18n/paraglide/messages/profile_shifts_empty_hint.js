/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Empty_HintInputs */

const en_profile_shifts_empty_hint = /** @type {(inputs: Profile_Shifts_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up for a shift and it will show up here.`)
};

const de_profile_shifts_empty_hint = /** @type {(inputs: Profile_Shifts_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trag dich für eine Schicht ein, dann erscheint sie hier.`)
};

/**
* | output |
* | --- |
* | "Sign up for a shift and it will show up here." |
*
* @param {Profile_Shifts_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_empty_hint = /** @type {((inputs?: Profile_Shifts_Empty_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Empty_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_empty_hint(inputs)
	return en_profile_shifts_empty_hint(inputs)
});