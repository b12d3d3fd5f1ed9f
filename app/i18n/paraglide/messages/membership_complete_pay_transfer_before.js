/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Pay_Transfer_BeforeInputs */

const en_membership_complete_pay_transfer_before = /** @type {(inputs: Membership_Complete_Pay_Transfer_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By bank transfer: email`)
};

const de_membership_complete_pay_transfer_before = /** @type {(inputs: Membership_Complete_Pay_Transfer_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per Überweisung: Schreib an`)
};

/**
* | output |
* | --- |
* | "By bank transfer: email" |
*
* @param {Membership_Complete_Pay_Transfer_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_pay_transfer_before = /** @type {((inputs?: Membership_Complete_Pay_Transfer_BeforeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Pay_Transfer_BeforeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_pay_transfer_before(inputs)
	return en_membership_complete_pay_transfer_before(inputs)
});