/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Change_Lifetime_GrantedInputs */

const en_membership_admin_change_lifetime_granted = /** @type {(inputs: Membership_Admin_Change_Lifetime_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lifetime granted`)
};

const de_membership_admin_change_lifetime_granted = /** @type {(inputs: Membership_Admin_Change_Lifetime_GrantedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lebenszeit vergeben`)
};

/**
* | output |
* | --- |
* | "lifetime granted" |
*
* @param {Membership_Admin_Change_Lifetime_GrantedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_change_lifetime_granted = /** @type {((inputs?: Membership_Admin_Change_Lifetime_GrantedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Change_Lifetime_GrantedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_change_lifetime_granted(inputs)
	return en_membership_admin_change_lifetime_granted(inputs)
});