/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Last_AdminInputs */

const en_membership_admin_last_admin = /** @type {(inputs: Membership_Admin_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the last administrator: grant admin rights to someone else first.`)
};

const de_membership_admin_last_admin = /** @type {(inputs: Membership_Admin_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist die letzte Person mit Adminrechten: Gib erst jemand anderem Adminrechte.`)
};

/**
* | output |
* | --- |
* | "This is the last administrator: grant admin rights to someone else first." |
*
* @param {Membership_Admin_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_last_admin = /** @type {((inputs?: Membership_Admin_Last_AdminInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Last_AdminInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_last_admin(inputs)
	return en_membership_admin_last_admin(inputs)
});