/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Language_LabelInputs */

const en_profile_language_label = /** @type {(inputs: Profile_Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your language`)
};

const de_profile_language_label = /** @type {(inputs: Profile_Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Sprache`)
};

/**
* | output |
* | --- |
* | "Your language" |
*
* @param {Profile_Language_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_language_label = /** @type {((inputs?: Profile_Language_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Language_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_language_label(inputs)
	return en_profile_language_label(inputs)
});