/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Payment_LifetimeInputs */

const en_profile_payment_lifetime = /** @type {(inputs: Profile_Payment_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime members have nothing more to pay.`)
};

const de_profile_payment_lifetime = /** @type {(inputs: Profile_Payment_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder auf Lebenszeit zahlen nichts mehr.`)
};

/**
* | output |
* | --- |
* | "Lifetime members have nothing more to pay." |
*
* @param {Profile_Payment_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_payment_lifetime = /** @type {((inputs?: Profile_Payment_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Payment_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_payment_lifetime(inputs)
	return en_profile_payment_lifetime(inputs)
});