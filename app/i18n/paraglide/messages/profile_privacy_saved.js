/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_SavedInputs */

const en_profile_privacy_saved = /** @type {(inputs: Profile_Privacy_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your privacy preferences have been updated.`)
};

const de_profile_privacy_saved = /** @type {(inputs: Profile_Privacy_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Datenschutzeinstellungen sind gespeichert.`)
};

/**
* | output |
* | --- |
* | "Your privacy preferences have been updated." |
*
* @param {Profile_Privacy_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_saved = /** @type {((inputs?: Profile_Privacy_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_saved(inputs)
	return en_profile_privacy_saved(inputs)
});