/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_SaveInputs */

const en_profile_privacy_save = /** @type {(inputs: Profile_Privacy_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Privacy Settings`)
};

const de_profile_privacy_save = /** @type {(inputs: Profile_Privacy_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutz speichern`)
};

/**
* | output |
* | --- |
* | "Save Privacy Settings" |
*
* @param {Profile_Privacy_SaveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_save = /** @type {((inputs?: Profile_Privacy_SaveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_SaveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_save(inputs)
	return en_profile_privacy_save(inputs)
});