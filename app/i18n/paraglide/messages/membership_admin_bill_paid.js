/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Bill_PaidInputs */

const en_membership_admin_bill_paid = /** @type {(inputs: Membership_Admin_Bill_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`paid`)
};

const de_membership_admin_bill_paid = /** @type {(inputs: Membership_Admin_Bill_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bezahlt`)
};

/**
* | output |
* | --- |
* | "paid" |
*
* @param {Membership_Admin_Bill_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_bill_paid = /** @type {((inputs?: Membership_Admin_Bill_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Bill_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_bill_paid(inputs)
	return en_membership_admin_bill_paid(inputs)
});