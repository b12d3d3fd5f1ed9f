/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Card_Keep_OfflineInputs */

const en_profile_card_keep_offline = /** @type {(inputs: Profile_Card_Keep_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open this page once while you have signal and this phone keeps the card for the gate, even offline (needs JavaScript).`)
};

const de_profile_card_keep_offline = /** @type {(inputs: Profile_Card_Keep_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffne diese Seite einmal mit Empfang, dann hat dein Handy die Karte für den Einlass auch offline (braucht JavaScript).`)
};

/**
* | output |
* | --- |
* | "Open this page once while you have signal and this phone keeps the card for the gate, even offline (needs JavaScript)." |
*
* @param {Profile_Card_Keep_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_keep_offline = /** @type {((inputs?: Profile_Card_Keep_OfflineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_Keep_OfflineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_keep_offline(inputs)
	return en_profile_card_keep_offline(inputs)
});