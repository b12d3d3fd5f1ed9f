/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Deleted_ListInputs */

const en_profile_privacy_deleted_list = /** @type {(inputs: Profile_Privacy_Deleted_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your profile, email and privacy settings, household, RSVPs and check-ins at events, volunteer sign-ups (your spots are freed), ticket listings, cart, and your newsletter subscription.`)
};

const de_profile_privacy_deleted_list = /** @type {(inputs: Profile_Privacy_Deleted_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dein Profil, deine E-Mail- und Datenschutzeinstellungen, dein Haushalt, Zusagen und Einlässe bei Terminen, Anmeldungen zu Helferschichten (deine Plätze werden frei), Angebote in der Ticketbörse, Warenkorb und dein Newsletter-Abo.`)
};

/**
* | output |
* | --- |
* | "your profile, email and privacy settings, household, RSVPs and check-ins at events, volunteer sign-ups (your spots are freed), ticket listings, cart, and you..." |
*
* @param {Profile_Privacy_Deleted_ListInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_deleted_list = /** @type {((inputs?: Profile_Privacy_Deleted_ListInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Deleted_ListInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_deleted_list(inputs)
	return en_profile_privacy_deleted_list(inputs)
});