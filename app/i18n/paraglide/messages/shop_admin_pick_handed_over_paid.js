/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Shop_Admin_Pick_Handed_Over_PaidInputs */

const en_shop_admin_pick_handed_over_paid = /** @type {(inputs: Shop_Admin_Pick_Handed_Over_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} was handed over and marked paid.`)
};

const de_shop_admin_pick_handed_over_paid = /** @type {(inputs: Shop_Admin_Pick_Handed_Over_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} wurde übergeben und als bezahlt markiert.`)
};

/**
* | output |
* | --- |
* | "Order #{number} was handed over and marked paid." |
*
* @param {Shop_Admin_Pick_Handed_Over_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_handed_over_paid = /** @type {((inputs: Shop_Admin_Pick_Handed_Over_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_Handed_Over_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_handed_over_paid(inputs)
	return en_shop_admin_pick_handed_over_paid(inputs)
});