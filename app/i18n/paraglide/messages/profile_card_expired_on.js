/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Profile_Card_Expired_OnInputs */

const en_profile_card_expired_on = /** @type {(inputs: Profile_Card_Expired_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your membership expired on ${i?.date}.`)
};

const de_profile_card_expired_on = /** @type {(inputs: Profile_Card_Expired_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft ist am ${i?.date} abgelaufen.`)
};

/**
* | output |
* | --- |
* | "Your membership expired on {date}." |
*
* @param {Profile_Card_Expired_OnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_expired_on = /** @type {((inputs: Profile_Card_Expired_OnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_Expired_OnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_expired_on(inputs)
	return en_profile_card_expired_on(inputs)
});