/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Card_Expiry_LifetimeInputs */

const en_profile_card_expiry_lifetime = /** @type {(inputs: Profile_Card_Expiry_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A - Lifetime Member`)
};

const de_profile_card_expiry_lifetime = /** @type {(inputs: Profile_Card_Expiry_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`– (Mitglied auf Lebenszeit)`)
};

/**
* | output |
* | --- |
* | "N/A - Lifetime Member" |
*
* @param {Profile_Card_Expiry_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_expiry_lifetime = /** @type {((inputs?: Profile_Card_Expiry_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_Expiry_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_expiry_lifetime(inputs)
	return en_profile_card_expiry_lifetime(inputs)
});