/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Language_SaveInputs */

const en_profile_language_save = /** @type {(inputs: Profile_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Language`)
};

const de_profile_language_save = /** @type {(inputs: Profile_Language_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprache speichern`)
};

/**
* | output |
* | --- |
* | "Save Language" |
*
* @param {Profile_Language_SaveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_language_save = /** @type {((inputs?: Profile_Language_SaveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Language_SaveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_language_save(inputs)
	return en_profile_language_save(inputs)
});