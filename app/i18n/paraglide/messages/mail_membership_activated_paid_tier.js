/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown>, tier: NonNullable<unknown> }} Mail_Membership_Activated_Paid_TierInputs */

const en_mail_membership_activated_paid_tier = /** @type {(inputs: Mail_Membership_Activated_Paid_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We received your payment of ${i?.amount} for ${i?.tier} membership.`)
};

const de_mail_membership_activated_paid_tier = /** @type {(inputs: Mail_Membership_Activated_Paid_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wir haben deine Zahlung über ${i?.amount} für die Mitgliedschaft ${i?.tier} erhalten.`)
};

/**
* | output |
* | --- |
* | "We received your payment of {amount} for {tier} membership." |
*
* @param {Mail_Membership_Activated_Paid_TierInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_activated_paid_tier = /** @type {((inputs: Mail_Membership_Activated_Paid_TierInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Activated_Paid_TierInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_activated_paid_tier(inputs)
	return en_mail_membership_activated_paid_tier(inputs)
});