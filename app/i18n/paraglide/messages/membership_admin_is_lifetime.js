/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Is_LifetimeInputs */

const en_membership_admin_is_lifetime = /** @type {(inputs: Membership_Admin_Is_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This member is a lifetime member.`)
};

const de_membership_admin_is_lifetime = /** @type {(inputs: Membership_Admin_Is_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Mitglied ist Mitglied auf Lebenszeit.`)
};

/**
* | output |
* | --- |
* | "This member is a lifetime member." |
*
* @param {Membership_Admin_Is_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_is_lifetime = /** @type {((inputs?: Membership_Admin_Is_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Is_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_is_lifetime(inputs)
	return en_membership_admin_is_lifetime(inputs)
});