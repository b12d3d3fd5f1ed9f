/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Language_SavedInputs */

const en_profile_language_saved = /** @type {(inputs: Profile_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages and emails are now in English.`)
};

const de_profile_language_saved = /** @type {(inputs: Profile_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten und E-Mails sind jetzt auf Deutsch.`)
};

/**
* | output |
* | --- |
* | "Pages and emails are now in English." |
*
* @param {Profile_Language_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_language_saved = /** @type {((inputs?: Profile_Language_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Language_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_language_saved(inputs)
	return en_profile_language_saved(inputs)
});