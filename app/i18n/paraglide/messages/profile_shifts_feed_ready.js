/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Feed_ReadyInputs */

const en_profile_shifts_feed_ready = /** @type {(inputs: Profile_Shifts_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the feed URL to your calendar app.`)
};

const de_profile_shifts_feed_ready = /** @type {(inputs: Profile_Shifts_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Füg die Feed-Adresse in deiner Kalender-App hinzu.`)
};

/**
* | output |
* | --- |
* | "Add the feed URL to your calendar app." |
*
* @param {Profile_Shifts_Feed_ReadyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_feed_ready = /** @type {((inputs?: Profile_Shifts_Feed_ReadyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Feed_ReadyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_feed_ready(inputs)
	return en_profile_shifts_feed_ready(inputs)
});