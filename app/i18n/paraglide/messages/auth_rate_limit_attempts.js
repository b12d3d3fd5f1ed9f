/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Rate_Limit_AttemptsInputs */

const en_auth_rate_limit_attempts = /** @type {(inputs: Auth_Rate_Limit_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`attempts`)
};

const de_auth_rate_limit_attempts = /** @type {(inputs: Auth_Rate_Limit_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuche`)
};

/**
* | output |
* | --- |
* | "attempts" |
*
* @param {Auth_Rate_Limit_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const auth_rate_limit_attempts = /** @type {((inputs?: Auth_Rate_Limit_AttemptsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Rate_Limit_AttemptsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_rate_limit_attempts(inputs)
	return en_auth_rate_limit_attempts(inputs)
});