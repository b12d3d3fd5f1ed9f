/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Is_AdminInputs */

const en_membership_admin_is_admin = /** @type {(inputs: Membership_Admin_Is_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This member is an administrator.`)
};

const de_membership_admin_is_admin = /** @type {(inputs: Membership_Admin_Is_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Mitglied ist Admin.`)
};

/**
* | output |
* | --- |
* | "This member is an administrator." |
*
* @param {Membership_Admin_Is_AdminInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_is_admin = /** @type {((inputs?: Membership_Admin_Is_AdminInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Is_AdminInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_is_admin(inputs)
	return en_membership_admin_is_admin(inputs)
});