/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Profile_Card_Status_IsInputs */

const en_profile_card_status_is = /** @type {(inputs: Profile_Card_Status_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your membership status is ${i?.status}.`)
};

const de_profile_card_status_is = /** @type {(inputs: Profile_Card_Status_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Mitgliedsstatus: ${i?.status}.`)
};

/**
* | output |
* | --- |
* | "Your membership status is {status}." |
*
* @param {Profile_Card_Status_IsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_status_is = /** @type {((inputs: Profile_Card_Status_IsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_Status_IsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_status_is(inputs)
	return en_profile_card_status_is(inputs)
});