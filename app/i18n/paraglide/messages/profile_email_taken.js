/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_TakenInputs */

const en_profile_email_taken = /** @type {(inputs: Profile_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That email is already used by another member.`)
};

const de_profile_email_taken = /** @type {(inputs: Profile_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese E-Mail-Adresse nutzt schon ein anderes Mitglied.`)
};

/**
* | output |
* | --- |
* | "That email is already used by another member." |
*
* @param {Profile_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_taken = /** @type {((inputs?: Profile_Email_TakenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_TakenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_taken(inputs)
	return en_profile_email_taken(inputs)
});