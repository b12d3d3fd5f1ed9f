/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_DeletedInputs */

const en_profile_privacy_deleted = /** @type {(inputs: Profile_Privacy_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and personal data have been deleted. You are signed out.`)
};

const de_profile_privacy_deleted = /** @type {(inputs: Profile_Privacy_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto und deine persönlichen Daten sind gelöscht. Du bist abgemeldet.`)
};

/**
* | output |
* | --- |
* | "Your account and personal data have been deleted. You are signed out." |
*
* @param {Profile_Privacy_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_deleted = /** @type {((inputs?: Profile_Privacy_DeletedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_DeletedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_deleted(inputs)
	return en_profile_privacy_deleted(inputs)
});