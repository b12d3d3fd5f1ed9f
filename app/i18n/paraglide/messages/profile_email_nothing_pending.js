/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Nothing_PendingInputs */

const en_profile_email_nothing_pending = /** @type {(inputs: Profile_Email_Nothing_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no email change waiting for a code.`)
};

const de_profile_email_nothing_pending = /** @type {(inputs: Profile_Email_Nothing_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wartet keine E-Mail-Änderung auf einen Code.`)
};

/**
* | output |
* | --- |
* | "There is no email change waiting for a code." |
*
* @param {Profile_Email_Nothing_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_nothing_pending = /** @type {((inputs?: Profile_Email_Nothing_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Nothing_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_nothing_pending(inputs)
	return en_profile_email_nothing_pending(inputs)
});