/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Sure_TextInputs */

const en_profile_privacy_sure_text = /** @type {(inputs: Profile_Privacy_Sure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account is deleted at once and cannot be restored. You will be signed out on every device.`)
};

const de_profile_privacy_sure_text = /** @type {(inputs: Profile_Privacy_Sure_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto wird sofort gelöscht und lässt sich nicht wiederherstellen. Du wirst auf allen Geräten abgemeldet.`)
};

/**
* | output |
* | --- |
* | "Your account is deleted at once and cannot be restored. You will be signed out on every device." |
*
* @param {Profile_Privacy_Sure_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_sure_text = /** @type {((inputs?: Profile_Privacy_Sure_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Sure_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_sure_text(inputs)
	return en_profile_privacy_sure_text(inputs)
});