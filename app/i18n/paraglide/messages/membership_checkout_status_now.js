/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Membership_Checkout_Status_NowInputs */

const en_membership_checkout_status_now = /** @type {(inputs: Membership_Checkout_Status_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your membership status now: ${i?.status}`)
};

const de_membership_checkout_status_now = /** @type {(inputs: Membership_Checkout_Status_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Mitgliedsstatus jetzt: ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Your membership status now: {status}" |
*
* @param {Membership_Checkout_Status_NowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_status_now = /** @type {((inputs: Membership_Checkout_Status_NowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Status_NowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_status_now(inputs)
	return en_membership_checkout_status_now(inputs)
});