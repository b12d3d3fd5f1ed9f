/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Confirm_WordInputs */

const en_profile_privacy_confirm_word = /** @type {(inputs: Profile_Privacy_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type DELETE to confirm`)
};

const de_profile_privacy_confirm_word = /** @type {(inputs: Profile_Privacy_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib zur Bestätigung DELETE ein`)
};

/**
* | output |
* | --- |
* | "Type DELETE to confirm" |
*
* @param {Profile_Privacy_Confirm_WordInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_confirm_word = /** @type {((inputs?: Profile_Privacy_Confirm_WordInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Confirm_WordInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_confirm_word(inputs)
	return en_profile_privacy_confirm_word(inputs)
});