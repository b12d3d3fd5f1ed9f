/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Show_Phone_AboutInputs */

const en_profile_privacy_show_phone_about = /** @type {(inputs: Profile_Privacy_Show_Phone_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show your phone number to other members.`)
};

const de_profile_privacy_show_phone_about = /** @type {(inputs: Profile_Privacy_Show_Phone_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeigt anderen Mitgliedern deine Telefonnummer.`)
};

/**
* | output |
* | --- |
* | "Show your phone number to other members." |
*
* @param {Profile_Privacy_Show_Phone_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_show_phone_about = /** @type {((inputs?: Profile_Privacy_Show_Phone_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Show_Phone_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_show_phone_about(inputs)
	return en_profile_privacy_show_phone_about(inputs)
});