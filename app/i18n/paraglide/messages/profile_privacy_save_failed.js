/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Save_FailedInputs */

const en_profile_privacy_save_failed = /** @type {(inputs: Profile_Privacy_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your privacy settings could not be saved. Please try again.`)
};

const de_profile_privacy_save_failed = /** @type {(inputs: Profile_Privacy_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Datenschutzeinstellungen ließen sich nicht speichern. Bitte versuch es noch einmal.`)
};

/**
* | output |
* | --- |
* | "Your privacy settings could not be saved. Please try again." |
*
* @param {Profile_Privacy_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_save_failed = /** @type {((inputs?: Profile_Privacy_Save_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Save_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_save_failed(inputs)
	return en_profile_privacy_save_failed(inputs)
});