/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Verify_LifetimeInputs */

const en_membership_verify_lifetime = /** @type {(inputs: Membership_Verify_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime membership, no expiry`)
};

const de_membership_verify_lifetime = /** @type {(inputs: Membership_Verify_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft auf Lebenszeit, läuft nie ab`)
};

/**
* | output |
* | --- |
* | "Lifetime membership, no expiry" |
*
* @param {Membership_Verify_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_verify_lifetime = /** @type {((inputs?: Membership_Verify_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Verify_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_verify_lifetime(inputs)
	return en_membership_verify_lifetime(inputs)
});