/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_FinalInputs */

const en_shop_admin_order_final = /** @type {(inputs: Shop_Admin_Order_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order is final: no further status changes.`)
};

const de_shop_admin_order_final = /** @type {(inputs: Shop_Admin_Order_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestellung ist abgeschlossen: Der Status ändert sich nicht mehr.`)
};

/**
* | output |
* | --- |
* | "This order is final: no further status changes." |
*
* @param {Shop_Admin_Order_FinalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_final = /** @type {((inputs?: Shop_Admin_Order_FinalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_FinalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_final(inputs)
	return en_shop_admin_order_final(inputs)
});