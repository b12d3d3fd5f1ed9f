/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, from: NonNullable<unknown>, status: NonNullable<unknown> }} Shop_Admin_Order_Illegal_ChangeInputs */

const en_shop_admin_order_illegal_change = /** @type {(inputs: Shop_Admin_Order_Illegal_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} is ${i?.from} and cannot become ${i?.status}.`)
};

const de_shop_admin_order_illegal_change = /** @type {(inputs: Shop_Admin_Order_Illegal_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} ist ${i?.from} und kann nicht auf „${i?.status}“ gesetzt werden.`)
};

/**
* | output |
* | --- |
* | "Order #{number} is {from} and cannot become {status}." |
*
* @param {Shop_Admin_Order_Illegal_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_illegal_change = /** @type {((inputs: Shop_Admin_Order_Illegal_ChangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Illegal_ChangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_illegal_change(inputs)
	return en_shop_admin_order_illegal_change(inputs)
});