/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Auto_RenewalInputs */

const en_membership_admin_auto_renewal = /** @type {(inputs: Membership_Admin_Auto_RenewalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto-renewal`)
};

const de_membership_admin_auto_renewal = /** @type {(inputs: Membership_Admin_Auto_RenewalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatische Verlängerung`)
};

/**
* | output |
* | --- |
* | "Auto-renewal" |
*
* @param {Membership_Admin_Auto_RenewalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_auto_renewal = /** @type {((inputs?: Membership_Admin_Auto_RenewalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Auto_RenewalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_auto_renewal(inputs)
	return en_membership_admin_auto_renewal(inputs)
});