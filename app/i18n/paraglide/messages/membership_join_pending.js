/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Membership_Join_PendingInputs */

const en_membership_join_pending = /** @type {(inputs: Membership_Join_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.tier} membership is waiting for payment.`)
};

const de_membership_join_pending = /** @type {(inputs: Membership_Join_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft „${i?.tier}“ wartet auf die Zahlung.`)
};

/**
* | output |
* | --- |
* | "Your {tier} membership is waiting for payment." |
*
* @param {Membership_Join_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_pending = /** @type {((inputs: Membership_Join_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_pending(inputs)
	return en_membership_join_pending(inputs)
});