/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, amount: NonNullable<unknown>, date: NonNullable<unknown> }} Membership_Admin_Pending_OrderInputs */

const en_membership_admin_pending_order = /** @type {(inputs: Membership_Admin_Pending_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for payment: a ${i?.tier} order of ${i?.amount} placed ${i?.date}.`)
};

const de_membership_admin_pending_order = /** @type {(inputs: Membership_Admin_Pending_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wartet auf Zahlung: Bestellung „${i?.tier}“ über ${i?.amount} vom ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Waiting for payment: a {tier} order of {amount} placed {date}." |
*
* @param {Membership_Admin_Pending_OrderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_pending_order = /** @type {((inputs: Membership_Admin_Pending_OrderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Pending_OrderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_pending_order(inputs)
	return en_membership_admin_pending_order(inputs)
});