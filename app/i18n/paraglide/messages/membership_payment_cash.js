/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Payment_CashInputs */

const en_membership_payment_cash = /** @type {(inputs: Membership_Payment_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash`)
};

const de_membership_payment_cash = /** @type {(inputs: Membership_Payment_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bar`)
};

/**
* | output |
* | --- |
* | "Cash" |
*
* @param {Membership_Payment_CashInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_payment_cash = /** @type {((inputs?: Membership_Payment_CashInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Payment_CashInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_payment_cash(inputs)
	return en_membership_payment_cash(inputs)
});