/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Show_PhoneInputs */

const en_profile_privacy_show_phone = /** @type {(inputs: Profile_Privacy_Show_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show phone number`)
};

const de_profile_privacy_show_phone = /** @type {(inputs: Profile_Privacy_Show_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telefonnummer zeigen`)
};

/**
* | output |
* | --- |
* | "Show phone number" |
*
* @param {Profile_Privacy_Show_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_show_phone = /** @type {((inputs?: Profile_Privacy_Show_PhoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Show_PhoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_show_phone(inputs)
	return en_profile_privacy_show_phone(inputs)
});