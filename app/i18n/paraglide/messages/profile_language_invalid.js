/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Language_InvalidInputs */

const en_profile_language_invalid = /** @type {(inputs: Profile_Language_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the languages offered.`)
};

const de_profile_language_invalid = /** @type {(inputs: Profile_Language_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine der angebotenen Sprachen.`)
};

/**
* | output |
* | --- |
* | "Choose one of the languages offered." |
*
* @param {Profile_Language_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_language_invalid = /** @type {((inputs?: Profile_Language_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Language_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_language_invalid(inputs)
	return en_profile_language_invalid(inputs)
});