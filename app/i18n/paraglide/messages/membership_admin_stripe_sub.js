/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Membership_Admin_Stripe_SubInputs */

const en_membership_admin_stripe_sub = /** @type {(inputs: Membership_Admin_Stripe_SubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stripe ${i?.id}`)
};

const de_membership_admin_stripe_sub = /** @type {(inputs: Membership_Admin_Stripe_SubInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stripe ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Stripe {id}" |
*
* @param {Membership_Admin_Stripe_SubInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_stripe_sub = /** @type {((inputs: Membership_Admin_Stripe_SubInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Stripe_SubInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_stripe_sub(inputs)
	return en_membership_admin_stripe_sub(inputs)
});