/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_No_PaymentsInputs */

const en_membership_admin_no_payments = /** @type {(inputs: Membership_Admin_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payments.`)
};

const de_membership_admin_no_payments = /** @type {(inputs: Membership_Admin_No_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Zahlungen.`)
};

/**
* | output |
* | --- |
* | "No payments." |
*
* @param {Membership_Admin_No_PaymentsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_no_payments = /** @type {((inputs?: Membership_Admin_No_PaymentsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_No_PaymentsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_no_payments(inputs)
	return en_membership_admin_no_payments(inputs)
});