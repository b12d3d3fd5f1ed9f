/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_Ordered_DescriptionInputs */

const en_membership_checkout_ordered_description = /** @type {(inputs: Membership_Checkout_Ordered_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership is waiting for payment.`)
};

const de_membership_checkout_ordered_description = /** @type {(inputs: Membership_Checkout_Ordered_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft wartet auf die Zahlung.`)
};

/**
* | output |
* | --- |
* | "Your membership is waiting for payment." |
*
* @param {Membership_Checkout_Ordered_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_ordered_description = /** @type {((inputs?: Membership_Checkout_Ordered_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Ordered_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_ordered_description(inputs)
	return en_membership_checkout_ordered_description(inputs)
});