/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Profile_Email_Change_CancelledInputs */

const en_profile_email_change_cancelled = /** @type {(inputs: Profile_Email_Change_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your email stays ${i?.email}.`)
};

const de_profile_email_change_cancelled = /** @type {(inputs: Profile_Email_Change_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse bleibt ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Your email stays {email}." |
*
* @param {Profile_Email_Change_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_change_cancelled = /** @type {((inputs: Profile_Email_Change_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Change_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_change_cancelled(inputs)
	return en_profile_email_change_cancelled(inputs)
});