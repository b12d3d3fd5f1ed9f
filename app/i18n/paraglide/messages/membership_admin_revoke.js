/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_RevokeInputs */

const en_membership_admin_revoke = /** @type {(inputs: Membership_Admin_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke admin rights`)
};

const de_membership_admin_revoke = /** @type {(inputs: Membership_Admin_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adminrechte entziehen`)
};

/**
* | output |
* | --- |
* | "Revoke admin rights" |
*
* @param {Membership_Admin_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_revoke = /** @type {((inputs?: Membership_Admin_RevokeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_RevokeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_revoke(inputs)
	return en_membership_admin_revoke(inputs)
});