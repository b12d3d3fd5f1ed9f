/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Payment_ChequeInputs */

const en_membership_payment_cheque = /** @type {(inputs: Membership_Payment_ChequeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cheque`)
};

const de_membership_payment_cheque = /** @type {(inputs: Membership_Payment_ChequeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheck`)
};

/**
* | output |
* | --- |
* | "Cheque" |
*
* @param {Membership_Payment_ChequeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_payment_cheque = /** @type {((inputs?: Membership_Payment_ChequeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Payment_ChequeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_payment_cheque(inputs)
	return en_membership_payment_cheque(inputs)
});