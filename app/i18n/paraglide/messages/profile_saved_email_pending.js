/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Profile_Saved_Email_PendingInputs */

const en_profile_saved_email_pending = /** @type {(inputs: Profile_Saved_Email_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your profile has been successfully updated. Your email changes to ${i?.email} once you enter the code we sent there.`)
};

const de_profile_saved_email_pending = /** @type {(inputs: Profile_Saved_Email_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Profil wurde gespeichert. Deine E-Mail-Adresse wird zu ${i?.email}, sobald du den Code eingibst, den wir dorthin geschickt haben.`)
};

/**
* | output |
* | --- |
* | "Your profile has been successfully updated. Your email changes to {email} once you enter the code we sent there." |
*
* @param {Profile_Saved_Email_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_saved_email_pending = /** @type {((inputs: Profile_Saved_Email_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Saved_Email_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_saved_email_pending(inputs)
	return en_profile_saved_email_pending(inputs)
});