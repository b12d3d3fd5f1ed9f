/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Change_StripeInputs */

const en_membership_admin_change_stripe = /** @type {(inputs: Membership_Admin_Change_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stripe`)
};

const de_membership_admin_change_stripe = /** @type {(inputs: Membership_Admin_Change_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe`)
};

/**
* | output |
* | --- |
* | "stripe" |
*
* @param {Membership_Admin_Change_StripeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_change_stripe = /** @type {((inputs?: Membership_Admin_Change_StripeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Change_StripeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_change_stripe(inputs)
	return en_membership_admin_change_stripe(inputs)
});