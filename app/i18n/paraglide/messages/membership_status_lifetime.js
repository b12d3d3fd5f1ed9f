/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Status_LifetimeInputs */

const en_membership_status_lifetime = /** @type {(inputs: Membership_Status_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime Member`)
};

const de_membership_status_lifetime = /** @type {(inputs: Membership_Status_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied auf Lebenszeit`)
};

/**
* | output |
* | --- |
* | "Lifetime Member" |
*
* @param {Membership_Status_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_status_lifetime = /** @type {((inputs?: Membership_Status_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Status_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_status_lifetime(inputs)
	return en_membership_status_lifetime(inputs)
});