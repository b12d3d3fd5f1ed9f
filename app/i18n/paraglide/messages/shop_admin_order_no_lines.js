/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_No_LinesInputs */

const en_shop_admin_order_no_lines = /** @type {(inputs: Shop_Admin_Order_No_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No item lines recorded for this order.`)
};

const de_shop_admin_order_no_lines = /** @type {(inputs: Shop_Admin_Order_No_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese Bestellung sind keine Artikel erfasst.`)
};

/**
* | output |
* | --- |
* | "No item lines recorded for this order." |
*
* @param {Shop_Admin_Order_No_LinesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_no_lines = /** @type {((inputs?: Shop_Admin_Order_No_LinesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_No_LinesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_no_lines(inputs)
	return en_shop_admin_order_no_lines(inputs)
});