/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_Payment_Not_StartedInputs */

const en_membership_checkout_payment_not_started = /** @type {(inputs: Membership_Checkout_Payment_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment could not be started. Nothing was charged; please try again.`)
};

const de_membership_checkout_payment_not_started = /** @type {(inputs: Membership_Checkout_Payment_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Zahlung konnte nicht gestartet werden. Es wurde nichts abgebucht; versuch es bitte noch einmal.`)
};

/**
* | output |
* | --- |
* | "Payment could not be started. Nothing was charged; please try again." |
*
* @param {Membership_Checkout_Payment_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_payment_not_started = /** @type {((inputs?: Membership_Checkout_Payment_Not_StartedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Payment_Not_StartedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_payment_not_started(inputs)
	return en_membership_checkout_payment_not_started(inputs)
});