/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_Confirm_RenewalInputs */

const en_membership_checkout_confirm_renewal = /** @type {(inputs: Membership_Checkout_Confirm_RenewalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm renewal`)
};

const de_membership_checkout_confirm_renewal = /** @type {(inputs: Membership_Checkout_Confirm_RenewalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlängerung bestätigen`)
};

/**
* | output |
* | --- |
* | "Confirm renewal" |
*
* @param {Membership_Checkout_Confirm_RenewalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_confirm_renewal = /** @type {((inputs?: Membership_Checkout_Confirm_RenewalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Confirm_RenewalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_confirm_renewal(inputs)
	return en_membership_checkout_confirm_renewal(inputs)
});