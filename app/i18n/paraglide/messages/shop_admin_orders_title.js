/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_TitleInputs */

const en_shop_admin_orders_title = /** @type {(inputs: Shop_Admin_Orders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders`)
};

const de_shop_admin_orders_title = /** @type {(inputs: Shop_Admin_Orders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen`)
};

/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Shop_Admin_Orders_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_title = /** @type {((inputs?: Shop_Admin_Orders_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_title(inputs)
	return en_shop_admin_orders_title(inputs)
});