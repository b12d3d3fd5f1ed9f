/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Pending_ResendInputs */

const en_profile_pending_resend = /** @type {(inputs: Profile_Pending_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a New Code`)
};

const de_profile_pending_resend = /** @type {(inputs: Profile_Pending_ResendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuen Code senden`)
};

/**
* | output |
* | --- |
* | "Send a New Code" |
*
* @param {Profile_Pending_ResendInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_pending_resend = /** @type {((inputs?: Profile_Pending_ResendInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Pending_ResendInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_pending_resend(inputs)
	return en_profile_pending_resend(inputs)
});