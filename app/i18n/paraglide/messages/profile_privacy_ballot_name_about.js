/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Ballot_Name_AboutInputs */

const en_profile_privacy_ballot_name_about = /** @type {(inputs: Profile_Privacy_Ballot_Name_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show your name beside your Member ID on the away-day ballot results anyone can read. Off: the results show only your Member ID and points.`)
};

const de_profile_privacy_ballot_name_about = /** @type {(inputs: Profile_Privacy_Ballot_Name_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeigt deinen Namen neben deiner Mitgliedsnummer in den öffentlichen Ergebnissen der Verlosungen für Auswärtsfahrten. Aus: Die Ergebnisse zeigen nur deine Mitgliedsnummer und Punkte.`)
};

/**
* | output |
* | --- |
* | "Show your name beside your Member ID on the away-day ballot results anyone can read. Off: the results show only your Member ID and points." |
*
* @param {Profile_Privacy_Ballot_Name_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_ballot_name_about = /** @type {((inputs?: Profile_Privacy_Ballot_Name_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Ballot_Name_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_ballot_name_about(inputs)
	return en_profile_privacy_ballot_name_about(inputs)
});