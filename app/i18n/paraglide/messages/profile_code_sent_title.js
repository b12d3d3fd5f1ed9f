/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Code_Sent_TitleInputs */

const en_profile_code_sent_title = /** @type {(inputs: Profile_Code_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code Sent`)
};

const de_profile_code_sent_title = /** @type {(inputs: Profile_Code_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code gesendet`)
};

/**
* | output |
* | --- |
* | "Code Sent" |
*
* @param {Profile_Code_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_code_sent_title = /** @type {((inputs?: Profile_Code_Sent_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Code_Sent_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_code_sent_title(inputs)
	return en_profile_code_sent_title(inputs)
});