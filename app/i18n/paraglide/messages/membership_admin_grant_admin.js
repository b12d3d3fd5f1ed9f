/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Grant_AdminInputs */

const en_membership_admin_grant_admin = /** @type {(inputs: Membership_Admin_Grant_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grant admin rights`)
};

const de_membership_admin_grant_admin = /** @type {(inputs: Membership_Admin_Grant_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adminrechte vergeben`)
};

/**
* | output |
* | --- |
* | "Grant admin rights" |
*
* @param {Membership_Admin_Grant_AdminInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_grant_admin = /** @type {((inputs?: Membership_Admin_Grant_AdminInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Grant_AdminInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_grant_admin(inputs)
	return en_membership_admin_grant_admin(inputs)
});