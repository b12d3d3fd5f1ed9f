/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Next_BillingInputs */

const en_membership_admin_next_billing = /** @type {(inputs: Membership_Admin_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next billing date`)
};

const de_membership_admin_next_billing = /** @type {(inputs: Membership_Admin_Next_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Abbuchung`)
};

/**
* | output |
* | --- |
* | "Next billing date" |
*
* @param {Membership_Admin_Next_BillingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_next_billing = /** @type {((inputs?: Membership_Admin_Next_BillingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Next_BillingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_next_billing(inputs)
	return en_membership_admin_next_billing(inputs)
});