/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Card_Record_PaymentInputs */

const en_membership_admin_card_record_payment = /** @type {(inputs: Membership_Admin_Card_Record_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record payment`)
};

const de_membership_admin_card_record_payment = /** @type {(inputs: Membership_Admin_Card_Record_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung eintragen`)
};

/**
* | output |
* | --- |
* | "Record payment" |
*
* @param {Membership_Admin_Card_Record_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_card_record_payment = /** @type {((inputs?: Membership_Admin_Card_Record_PaymentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Card_Record_PaymentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_card_record_payment(inputs)
	return en_membership_admin_card_record_payment(inputs)
});