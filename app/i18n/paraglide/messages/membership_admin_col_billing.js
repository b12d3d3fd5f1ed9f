/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Col_BillingInputs */

const en_membership_admin_col_billing = /** @type {(inputs: Membership_Admin_Col_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

const de_membership_admin_col_billing = /** @type {(inputs: Membership_Admin_Col_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrechnung`)
};

/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Membership_Admin_Col_BillingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_col_billing = /** @type {((inputs?: Membership_Admin_Col_BillingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Col_BillingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_col_billing(inputs)
	return en_membership_admin_col_billing(inputs)
});