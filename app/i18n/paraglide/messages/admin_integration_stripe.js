/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_StripeInputs */

const en_admin_integration_stripe = /** @type {(inputs: Admin_Integration_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe payments`)
};

const de_admin_integration_stripe = /** @type {(inputs: Admin_Integration_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe-Zahlungen`)
};

/**
* | output |
* | --- |
* | "Stripe payments" |
*
* @param {Admin_Integration_StripeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_stripe = /** @type {((inputs?: Admin_Integration_StripeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_StripeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_stripe(inputs)
	return en_admin_integration_stripe(inputs)
});