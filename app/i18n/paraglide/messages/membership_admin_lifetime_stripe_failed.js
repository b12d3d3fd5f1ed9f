/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ids: NonNullable<unknown> }} Membership_Admin_Lifetime_Stripe_FailedInputs */

const en_membership_admin_lifetime_stripe_failed = /** @type {(inputs: Membership_Admin_Lifetime_Stripe_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lifetime membership granted, but Stripe did not cancel ${i?.ids}: cancel it in Stripe's dashboard so the member is not charged again.`)
};

const de_membership_admin_lifetime_stripe_failed = /** @type {(inputs: Membership_Admin_Lifetime_Stripe_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft auf Lebenszeit vergeben, aber Stripe hat ${i?.ids} nicht gekündigt: Kündige es im Stripe-Dashboard, damit dem Mitglied nichts mehr abgebucht wird.`)
};

/**
* | output |
* | --- |
* | "Lifetime membership granted, but Stripe did not cancel {ids}: cancel it in Stripe's dashboard so the member is not charged again." |
*
* @param {Membership_Admin_Lifetime_Stripe_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_lifetime_stripe_failed = /** @type {((inputs: Membership_Admin_Lifetime_Stripe_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Lifetime_Stripe_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_lifetime_stripe_failed(inputs)
	return en_membership_admin_lifetime_stripe_failed(inputs)
});