/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Membership_Admin_Stripe_Sub_RenewsInputs */

const en_membership_admin_stripe_sub_renews = /** @type {(inputs: Membership_Admin_Stripe_Sub_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stripe ${i?.id}, renews`)
};

const de_membership_admin_stripe_sub_renews = /** @type {(inputs: Membership_Admin_Stripe_Sub_RenewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stripe ${i?.id}, verlängert sich`)
};

/**
* | output |
* | --- |
* | "Stripe {id}, renews" |
*
* @param {Membership_Admin_Stripe_Sub_RenewsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_stripe_sub_renews = /** @type {((inputs: Membership_Admin_Stripe_Sub_RenewsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Stripe_Sub_RenewsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_stripe_sub_renews(inputs)
	return en_membership_admin_stripe_sub_renews(inputs)
});