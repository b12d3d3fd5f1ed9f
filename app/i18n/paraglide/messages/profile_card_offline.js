/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Profile_Card_OfflineInputs */

const en_profile_card_offline = /** @type {(inputs: Profile_Card_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are offline. This is your card as saved on this device on ${i?.date}.`)
};

const de_profile_card_offline = /** @type {(inputs: Profile_Card_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bist offline. Das ist deine Karte, wie sie am ${i?.date} auf diesem Gerät gespeichert wurde.`)
};

/**
* | output |
* | --- |
* | "You are offline. This is your card as saved on this device on {date}." |
*
* @param {Profile_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_offline = /** @type {((inputs: Profile_Card_OfflineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_OfflineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_offline(inputs)
	return en_profile_card_offline(inputs)
});