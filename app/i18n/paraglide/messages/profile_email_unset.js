/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_UnsetInputs */

const en_profile_email_unset = /** @type {(inputs: Profile_Email_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unset`)
};

const de_profile_email_unset = /** @type {(inputs: Profile_Email_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`leer`)
};

/**
* | output |
* | --- |
* | "unset" |
*
* @param {Profile_Email_UnsetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_unset = /** @type {((inputs?: Profile_Email_UnsetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_UnsetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_unset(inputs)
	return en_profile_email_unset(inputs)
});