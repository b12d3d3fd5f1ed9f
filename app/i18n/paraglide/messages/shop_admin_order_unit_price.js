/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Unit_PriceInputs */

const en_shop_admin_order_unit_price = /** @type {(inputs: Shop_Admin_Order_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unit price`)
};

const de_shop_admin_order_unit_price = /** @type {(inputs: Shop_Admin_Order_Unit_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einzelpreis`)
};

/**
* | output |
* | --- |
* | "Unit price" |
*
* @param {Shop_Admin_Order_Unit_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_unit_price = /** @type {((inputs?: Shop_Admin_Order_Unit_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Unit_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_unit_price(inputs)
	return en_shop_admin_order_unit_price(inputs)
});