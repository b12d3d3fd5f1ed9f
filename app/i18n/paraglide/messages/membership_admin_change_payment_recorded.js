/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Change_Payment_RecordedInputs */

const en_membership_admin_change_payment_recorded = /** @type {(inputs: Membership_Admin_Change_Payment_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payment recorded`)
};

const de_membership_admin_change_payment_recorded = /** @type {(inputs: Membership_Admin_Change_Payment_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung eingetragen`)
};

/**
* | output |
* | --- |
* | "payment recorded" |
*
* @param {Membership_Admin_Change_Payment_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_change_payment_recorded = /** @type {((inputs?: Membership_Admin_Change_Payment_RecordedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Change_Payment_RecordedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_change_payment_recorded(inputs)
	return en_membership_admin_change_payment_recorded(inputs)
});