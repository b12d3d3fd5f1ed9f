/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Visibility_AboutInputs */

const en_profile_privacy_visibility_about = /** @type {(inputs: Profile_Privacy_Visibility_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let other members see your name. Off: your ticket listings say 'Member', and nothing on them (name, email address, picture) points to you.`)
};

const de_profile_privacy_visibility_about = /** @type {(inputs: Profile_Privacy_Visibility_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Mitglieder sehen deinen Namen. Aus: Deine Angebote in der Ticketbörse zeigen „Mitglied“, und nichts daran (Name, E-Mail-Adresse, Bild) verweist auf dich.`)
};

/**
* | output |
* | --- |
* | "Let other members see your name. Off: your ticket listings say 'Member', and nothing on them (name, email address, picture) points to you." |
*
* @param {Profile_Privacy_Visibility_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_visibility_about = /** @type {((inputs?: Profile_Privacy_Visibility_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Visibility_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_visibility_about(inputs)
	return en_profile_privacy_visibility_about(inputs)
});