/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Pay_Transfer_AfterInputs */

const en_membership_complete_pay_transfer_after = /** @type {(inputs: Membership_Complete_Pay_Transfer_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for our bank details.`)
};

const de_membership_complete_pay_transfer_after = /** @type {(inputs: Membership_Complete_Pay_Transfer_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`und frag nach unserer Bankverbindung.`)
};

/**
* | output |
* | --- |
* | "for our bank details." |
*
* @param {Membership_Complete_Pay_Transfer_AfterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_pay_transfer_after = /** @type {((inputs?: Membership_Complete_Pay_Transfer_AfterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Pay_Transfer_AfterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_pay_transfer_after(inputs)
	return en_membership_complete_pay_transfer_after(inputs)
});