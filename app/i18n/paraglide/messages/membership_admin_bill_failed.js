/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Bill_FailedInputs */

const en_membership_admin_bill_failed = /** @type {(inputs: Membership_Admin_Bill_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`failed`)
};

const de_membership_admin_bill_failed = /** @type {(inputs: Membership_Admin_Bill_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fehlgeschlagen`)
};

/**
* | output |
* | --- |
* | "failed" |
*
* @param {Membership_Admin_Bill_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_bill_failed = /** @type {((inputs?: Membership_Admin_Bill_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Bill_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_bill_failed(inputs)
	return en_membership_admin_bill_failed(inputs)
});