/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ city: NonNullable<unknown> }} Membership_Complete_Pay_CashInputs */

const en_membership_complete_pay_cash = /** @type {(inputs: Membership_Complete_Pay_CashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In cash at our stand on match days and at group events in ${i?.city}.`)
};

const de_membership_complete_pay_cash = /** @type {(inputs: Membership_Complete_Pay_CashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bar an unserem Stand an Spieltagen und bei unseren Terminen in ${i?.city}.`)
};

/**
* | output |
* | --- |
* | "In cash at our stand on match days and at group events in {city}." |
*
* @param {Membership_Complete_Pay_CashInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_pay_cash = /** @type {((inputs: Membership_Complete_Pay_CashInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Pay_CashInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_pay_cash(inputs)
	return en_membership_complete_pay_cash(inputs)
});