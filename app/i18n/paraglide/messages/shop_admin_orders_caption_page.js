/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Shop_Admin_Orders_Caption_PageInputs */

const en_shop_admin_orders_caption_page = /** @type {(inputs: Shop_Admin_Orders_Caption_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Orders, page ${i?.page}`)
};

const de_shop_admin_orders_caption_page = /** @type {(inputs: Shop_Admin_Orders_Caption_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellungen, Seite ${i?.page}`)
};

/**
* | output |
* | --- |
* | "Orders, page {page}" |
*
* @param {Shop_Admin_Orders_Caption_PageInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_caption_page = /** @type {((inputs: Shop_Admin_Orders_Caption_PageInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_Caption_PageInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_caption_page(inputs)
	return en_shop_admin_orders_caption_page(inputs)
});