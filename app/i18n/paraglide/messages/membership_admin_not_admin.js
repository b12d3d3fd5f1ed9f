/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Not_AdminInputs */

const en_membership_admin_not_admin = /** @type {(inputs: Membership_Admin_Not_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This member is not an administrator.`)
};

const de_membership_admin_not_admin = /** @type {(inputs: Membership_Admin_Not_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Mitglied ist kein Admin.`)
};

/**
* | output |
* | --- |
* | "This member is not an administrator." |
*
* @param {Membership_Admin_Not_AdminInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_not_admin = /** @type {((inputs?: Membership_Admin_Not_AdminInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Not_AdminInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_not_admin(inputs)
	return en_membership_admin_not_admin(inputs)
});