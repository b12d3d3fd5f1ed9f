/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Mail_Membership_Activated_PaidInputs */

const en_mail_membership_activated_paid = /** @type {(inputs: Mail_Membership_Activated_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received your payment of ${i?.amount}.`)
};

const de_mail_membership_activated_paid = /** @type {(inputs: Mail_Membership_Activated_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben deine Zahlung über ${i?.amount} erhalten.`)
};

/**
* | output |
* | --- |
* | "We received your payment of {amount}." |
*
* @param {Mail_Membership_Activated_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_activated_paid = /** @type {((inputs: Mail_Membership_Activated_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Activated_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_activated_paid(inputs)
	return en_mail_membership_activated_paid(inputs)
});