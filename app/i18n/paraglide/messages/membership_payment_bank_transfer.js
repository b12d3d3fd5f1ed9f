/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Payment_Bank_TransferInputs */

const en_membership_payment_bank_transfer = /** @type {(inputs: Membership_Payment_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bank transfer`)
};

const de_membership_payment_bank_transfer = /** @type {(inputs: Membership_Payment_Bank_TransferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überweisung`)
};

/**
* | output |
* | --- |
* | "Bank transfer" |
*
* @param {Membership_Payment_Bank_TransferInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_payment_bank_transfer = /** @type {((inputs?: Membership_Payment_Bank_TransferInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Payment_Bank_TransferInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_payment_bank_transfer(inputs)
	return en_membership_payment_bank_transfer(inputs)
});