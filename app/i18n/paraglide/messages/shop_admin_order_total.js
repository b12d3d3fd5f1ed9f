/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Shop_Admin_Order_TotalInputs */

const en_shop_admin_order_total = /** @type {(inputs: Shop_Admin_Order_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total ${i?.amount}`)
};

const de_shop_admin_order_total = /** @type {(inputs: Shop_Admin_Order_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Summe ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Total {amount}" |
*
* @param {Shop_Admin_Order_TotalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_total = /** @type {((inputs: Shop_Admin_Order_TotalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_TotalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_total(inputs)
	return en_shop_admin_order_total(inputs)
});