/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Saved_TitleInputs */

const en_profile_privacy_saved_title = /** @type {(inputs: Profile_Privacy_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings Saved`)
};

const de_profile_privacy_saved_title = /** @type {(inputs: Profile_Privacy_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen gespeichert`)
};

/**
* | output |
* | --- |
* | "Settings Saved" |
*
* @param {Profile_Privacy_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_saved_title = /** @type {((inputs?: Profile_Privacy_Saved_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Saved_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_saved_title(inputs)
	return en_profile_privacy_saved_title(inputs)
});