/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Profile_Code_SentInputs */

const en_profile_code_sent = /** @type {(inputs: Profile_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a new code to ${i?.email}.`)
};

const de_profile_code_sent = /** @type {(inputs: Profile_Code_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben einen neuen Code an ${i?.email} geschickt.`)
};

/**
* | output |
* | --- |
* | "We sent a new code to {email}." |
*
* @param {Profile_Code_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_code_sent = /** @type {((inputs: Profile_Code_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Code_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_code_sent(inputs)
	return en_profile_code_sent(inputs)
});