/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Payment_FailedInputs */

const en_profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The payment page could not be opened. Please try again in a moment.`)
};

const de_profile_payment_failed = /** @type {(inputs: Profile_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlungsseite konnte nicht geöffnet werden. Versuch es gleich noch einmal.`)
};

/**
* | output |
* | --- |
* | "The payment page could not be opened. Please try again in a moment." |
*
* @param {Profile_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_payment_failed = /** @type {((inputs?: Profile_Payment_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Payment_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_payment_failed(inputs)
	return en_profile_payment_failed(inputs)
});