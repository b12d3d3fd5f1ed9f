/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Bill_RefundedInputs */

const en_membership_admin_bill_refunded = /** @type {(inputs: Membership_Admin_Bill_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refunded`)
};

const de_membership_admin_bill_refunded = /** @type {(inputs: Membership_Admin_Bill_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`erstattet`)
};

/**
* | output |
* | --- |
* | "refunded" |
*
* @param {Membership_Admin_Bill_RefundedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_bill_refunded = /** @type {((inputs?: Membership_Admin_Bill_RefundedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Bill_RefundedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_bill_refunded(inputs)
	return en_membership_admin_bill_refunded(inputs)
});