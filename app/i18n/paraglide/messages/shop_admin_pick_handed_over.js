/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Shop_Admin_Pick_Handed_OverInputs */

const en_shop_admin_pick_handed_over = /** @type {(inputs: Shop_Admin_Pick_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} was handed over.`)
};

const de_shop_admin_pick_handed_over = /** @type {(inputs: Shop_Admin_Pick_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} wurde übergeben.`)
};

/**
* | output |
* | --- |
* | "Order #{number} was handed over." |
*
* @param {Shop_Admin_Pick_Handed_OverInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_handed_over = /** @type {((inputs: Shop_Admin_Pick_Handed_OverInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_Handed_OverInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_handed_over(inputs)
	return en_shop_admin_pick_handed_over(inputs)
});