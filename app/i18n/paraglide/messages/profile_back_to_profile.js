/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Back_To_ProfileInputs */

const en_profile_back_to_profile = /** @type {(inputs: Profile_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to profile`)
};

const de_profile_back_to_profile = /** @type {(inputs: Profile_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Zurück zum Profil`)
};

/**
* | output |
* | --- |
* | "← Back to profile" |
*
* @param {Profile_Back_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_back_to_profile = /** @type {((inputs?: Profile_Back_To_ProfileInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Back_To_ProfileInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_back_to_profile(inputs)
	return en_profile_back_to_profile(inputs)
});