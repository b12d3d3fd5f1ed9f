/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Feed_AboutInputs */

const en_profile_shifts_feed_about = /** @type {(inputs: Profile_Shifts_Feed_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe in your calendar app to see your confirmed shifts there. Keep the address private: anyone who has it can see your shifts.`)
};

const de_profile_shifts_feed_about = /** @type {(inputs: Profile_Shifts_Feed_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnier ihn in deiner Kalender-App, um deine bestätigten Schichten dort zu sehen. Halte die Adresse privat: Wer sie hat, sieht deine Schichten.`)
};

/**
* | output |
* | --- |
* | "Subscribe in your calendar app to see your confirmed shifts there. Keep the address private: anyone who has it can see your shifts." |
*
* @param {Profile_Shifts_Feed_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_feed_about = /** @type {((inputs?: Profile_Shifts_Feed_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Feed_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_feed_about(inputs)
	return en_profile_shifts_feed_about(inputs)
});