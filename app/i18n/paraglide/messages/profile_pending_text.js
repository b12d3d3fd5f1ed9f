/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pending: NonNullable<unknown>, email: NonNullable<unknown> }} Profile_Pending_TextInputs */

const en_profile_pending_text = /** @type {(inputs: Profile_Pending_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a 6-digit code to ${i?.pending}. Your email stays ${i?.email} until you enter the code here. It works for 10 minutes.`)
};

const de_profile_pending_text = /** @type {(inputs: Profile_Pending_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen 6-stelligen Code an ${i?.pending} geschickt. Deine E-Mail-Adresse bleibt ${i?.email}, bis du den Code hier eingibst. Er gilt 10 Minuten.`)
};

/**
* | output |
* | --- |
* | "We sent a 6-digit code to {pending}. Your email stays {email} until you enter the code here. It works for 10 minutes." |
*
* @param {Profile_Pending_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_pending_text = /** @type {((inputs: Profile_Pending_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Pending_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_pending_text(inputs)
	return en_profile_pending_text(inputs)
});