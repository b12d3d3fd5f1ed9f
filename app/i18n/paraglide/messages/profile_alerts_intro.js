/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_IntroInputs */

const en_profile_alerts_intro = /** @type {(inputs: Profile_Alerts_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get an alert on this device within seconds when something changes for you: a kickoff or venue moved, an event called off, a place for you (off the waitlist or in a ballot), ballot results, shift reminders and the group's announcements. Your mails still come as set in Email Preferences.`)
};

const de_profile_alerts_intro = /** @type {(inputs: Profile_Alerts_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erhalte auf diesem Gerät binnen Sekunden eine Benachrichtigung, wenn sich für dich etwas ändert: Anstoß oder Ort verlegt, eine Veranstaltung abgesagt, ein Platz für dich (von der Warteliste oder aus einer Verlosung), Ergebnisse von Verlosungen, Erinnerungen an Schichten und Mitteilungen der Gruppe. Deine E-Mails kommen weiterhin wie in den E-Mail-Einstellungen gewählt.`)
};

/**
* | output |
* | --- |
* | "Get an alert on this device within seconds when something changes for you: a kickoff or venue moved, an event called off, a place for you (off the waitlist o..." |
*
* @param {Profile_Alerts_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_intro = /** @type {((inputs?: Profile_Alerts_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_intro(inputs)
	return en_profile_alerts_intro(inputs)
});