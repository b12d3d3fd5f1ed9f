/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Show_Email_AboutInputs */

const en_profile_privacy_show_email_about = /** @type {(inputs: Profile_Privacy_Show_Email_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show your email address to signed-in members on your ticket listings, so Contact opens their mail app. Needs Profile visibility and Allow member contact on. Off: your address stays private.`)
};

const de_profile_privacy_show_email_about = /** @type {(inputs: Profile_Privacy_Show_Email_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeigt angemeldeten Mitgliedern deine E-Mail-Adresse bei deinen Angeboten, sodass „Kontakt“ ihr Mailprogramm öffnet. Braucht „Profil sichtbar“ und „Kontakt durch Mitglieder“. Aus: Deine Adresse bleibt privat.`)
};

/**
* | output |
* | --- |
* | "Show your email address to signed-in members on your ticket listings, so Contact opens their mail app. Needs Profile visibility and Allow member contact on. ..." |
*
* @param {Profile_Privacy_Show_Email_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_show_email_about = /** @type {((inputs?: Profile_Privacy_Show_Email_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Show_Email_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_show_email_about(inputs)
	return en_profile_privacy_show_email_about(inputs)
});