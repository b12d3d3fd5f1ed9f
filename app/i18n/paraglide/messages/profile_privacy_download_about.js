/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Download_AboutInputs */

const en_profile_privacy_download_about = /** @type {(inputs: Profile_Privacy_Download_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A JSON file, at once: your profile, settings, household, memberships, payments, orders, RSVPs, check-ins at events, volunteer shifts, ticket listings and the messages you sent their posters.`)
};

const de_profile_privacy_download_about = /** @type {(inputs: Profile_Privacy_Download_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine JSON-Datei, sofort: dein Profil, deine Einstellungen, dein Haushalt, Mitgliedschaften, Zahlungen, Bestellungen, Zusagen, Einlässe bei Terminen, Helferschichten, Angebote in der Ticketbörse und die Nachrichten, die du an deren Anbieter:innen geschickt hast.`)
};

/**
* | output |
* | --- |
* | "A JSON file, at once: your profile, settings, household, memberships, payments, orders, RSVPs, check-ins at events, volunteer shifts, ticket listings and the..." |
*
* @param {Profile_Privacy_Download_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_download_about = /** @type {((inputs?: Profile_Privacy_Download_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Download_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_download_about(inputs)
	return en_profile_privacy_download_about(inputs)
});