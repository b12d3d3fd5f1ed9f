/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Grant_LifetimeInputs */

const en_membership_admin_grant_lifetime = /** @type {(inputs: Membership_Admin_Grant_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grant lifetime membership`)
};

const de_membership_admin_grant_lifetime = /** @type {(inputs: Membership_Admin_Grant_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft auf Lebenszeit vergeben`)
};

/**
* | output |
* | --- |
* | "Grant lifetime membership" |
*
* @param {Membership_Admin_Grant_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_grant_lifetime = /** @type {((inputs?: Membership_Admin_Grant_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Grant_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_grant_lifetime(inputs)
	return en_membership_admin_grant_lifetime(inputs)
});