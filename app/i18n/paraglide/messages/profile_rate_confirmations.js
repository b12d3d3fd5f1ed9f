/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Rate_ConfirmationsInputs */

const en_profile_rate_confirmations = /** @type {(inputs: Profile_Rate_ConfirmationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confirmation attempts`)
};

const de_profile_rate_confirmations = /** @type {(inputs: Profile_Rate_ConfirmationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungsversuche`)
};

/**
* | output |
* | --- |
* | "confirmation attempts" |
*
* @param {Profile_Rate_ConfirmationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_rate_confirmations = /** @type {((inputs?: Profile_Rate_ConfirmationsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Rate_ConfirmationsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_rate_confirmations(inputs)
	return en_profile_rate_confirmations(inputs)
});