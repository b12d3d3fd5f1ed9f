/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Code_WrongInputs */

const en_profile_email_code_wrong = /** @type {(inputs: Profile_Email_Code_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Check the email and try again.`)
};

const de_profile_email_code_wrong = /** @type {(inputs: Profile_Email_Code_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Code stimmt nicht. Schau in die E-Mail und versuch es noch einmal.`)
};

/**
* | output |
* | --- |
* | "That code is not right. Check the email and try again." |
*
* @param {Profile_Email_Code_WrongInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_code_wrong = /** @type {((inputs?: Profile_Email_Code_WrongInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Code_WrongInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_code_wrong(inputs)
	return en_profile_email_code_wrong(inputs)
});