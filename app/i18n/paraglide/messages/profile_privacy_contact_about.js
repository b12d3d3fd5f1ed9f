/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Contact_AboutInputs */

const en_profile_privacy_contact_about = /** @type {(inputs: Profile_Privacy_Contact_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let signed-in members contact you about your ticket listings. While your address is private, they write through a short form: we email you their message with their name, and your answer goes to them, so they see your address only if you answer. Off: no one can contact you through the exchange.`)
};

const de_profile_privacy_contact_about = /** @type {(inputs: Profile_Privacy_Contact_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldete Mitglieder können dich zu deinen Angeboten kontaktieren. Solange deine Adresse privat ist, schreiben sie über ein kurzes Formular: Wir mailen dir ihre Nachricht mit ihrem Namen, und deine Antwort geht an sie, sodass sie deine Adresse nur sehen, wenn du antwortest. Aus: Niemand kann dich über die Ticketbörse kontaktieren.`)
};

/**
* | output |
* | --- |
* | "Let signed-in members contact you about your ticket listings. While your address is private, they write through a short form: we email you their message with..." |
*
* @param {Profile_Privacy_Contact_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_contact_about = /** @type {((inputs?: Profile_Privacy_Contact_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Contact_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_contact_about(inputs)
	return en_profile_privacy_contact_about(inputs)
});