/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Show_EmailInputs */

const en_profile_privacy_show_email = /** @type {(inputs: Profile_Privacy_Show_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show email address`)
};

const de_profile_privacy_show_email = /** @type {(inputs: Profile_Privacy_Show_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse zeigen`)
};

/**
* | output |
* | --- |
* | "Show email address" |
*
* @param {Profile_Privacy_Show_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_show_email = /** @type {((inputs?: Profile_Privacy_Show_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Show_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_show_email(inputs)
	return en_profile_privacy_show_email(inputs)
});