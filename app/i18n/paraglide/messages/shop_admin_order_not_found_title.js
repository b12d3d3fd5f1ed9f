/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Not_Found_TitleInputs */

const en_shop_admin_order_not_found_title = /** @type {(inputs: Shop_Admin_Order_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order not found`)
};

const de_shop_admin_order_not_found_title = /** @type {(inputs: Shop_Admin_Order_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Order not found" |
*
* @param {Shop_Admin_Order_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_not_found_title = /** @type {((inputs?: Shop_Admin_Order_Not_Found_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Not_Found_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_not_found_title(inputs)
	return en_shop_admin_order_not_found_title(inputs)
});