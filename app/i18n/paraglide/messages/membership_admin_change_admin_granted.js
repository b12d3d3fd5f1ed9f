/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Change_Admin_GrantedInputs */

const en_membership_admin_change_admin_granted = /** @type {(inputs: Membership_Admin_Change_Admin_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin granted`)
};

const de_membership_admin_change_admin_granted = /** @type {(inputs: Membership_Admin_Change_Admin_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adminrechte vergeben`)
};

/**
* | output |
* | --- |
* | "admin granted" |
*
* @param {Membership_Admin_Change_Admin_GrantedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_change_admin_granted = /** @type {((inputs?: Membership_Admin_Change_Admin_GrantedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Change_Admin_GrantedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_change_admin_granted(inputs)
	return en_membership_admin_change_admin_granted(inputs)
});