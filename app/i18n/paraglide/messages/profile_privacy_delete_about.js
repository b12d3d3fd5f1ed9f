/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Delete_AboutInputs */

const en_profile_privacy_delete_about = /** @type {(inputs: Profile_Privacy_Delete_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close your account and delete your personal data.`)
};

const de_profile_privacy_delete_about = /** @type {(inputs: Profile_Privacy_Delete_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schließ dein Konto und lösche deine persönlichen Daten.`)
};

/**
* | output |
* | --- |
* | "Close your account and delete your personal data." |
*
* @param {Profile_Privacy_Delete_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_delete_about = /** @type {((inputs?: Profile_Privacy_Delete_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Delete_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_delete_about(inputs)
	return en_profile_privacy_delete_about(inputs)
});