/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Ship_FormInputs */

const en_shop_admin_order_ship_form = /** @type {(inputs: Shop_Admin_Order_Ship_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ship this order`)
};

const de_shop_admin_order_ship_form = /** @type {(inputs: Shop_Admin_Order_Ship_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestellung versenden`)
};

/**
* | output |
* | --- |
* | "Ship this order" |
*
* @param {Shop_Admin_Order_Ship_FormInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_ship_form = /** @type {((inputs?: Shop_Admin_Order_Ship_FormInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Ship_FormInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_ship_form(inputs)
	return en_shop_admin_order_ship_form(inputs)
});