/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Profile_Email_UpdatedInputs */

const en_profile_email_updated = /** @type {(inputs: Profile_Email_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your email is now ${i?.email}.`)
};

const de_profile_email_updated = /** @type {(inputs: Profile_Email_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse ist jetzt ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Your email is now {email}." |
*
* @param {Profile_Email_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_updated = /** @type {((inputs: Profile_Email_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_updated(inputs)
	return en_profile_email_updated(inputs)
});