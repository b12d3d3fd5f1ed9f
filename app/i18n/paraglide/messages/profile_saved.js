/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_SavedInputs */

const en_profile_saved = /** @type {(inputs: Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile has been successfully updated.`)
};

const de_profile_saved = /** @type {(inputs: Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Profil wurde gespeichert.`)
};

/**
* | output |
* | --- |
* | "Your profile has been successfully updated." |
*
* @param {Profile_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_saved = /** @type {((inputs?: Profile_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_saved(inputs)
	return en_profile_saved(inputs)
});