/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_VisibilityInputs */

const en_profile_privacy_visibility = /** @type {(inputs: Profile_Privacy_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile visibility`)
};

const de_profile_privacy_visibility = /** @type {(inputs: Profile_Privacy_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil sichtbar`)
};

/**
* | output |
* | --- |
* | "Profile visibility" |
*
* @param {Profile_Privacy_VisibilityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_visibility = /** @type {((inputs?: Profile_Privacy_VisibilityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_VisibilityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_visibility(inputs)
	return en_profile_privacy_visibility(inputs)
});