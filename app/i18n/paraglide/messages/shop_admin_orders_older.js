/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_OlderInputs */

const en_shop_admin_orders_older = /** @type {(inputs: Shop_Admin_Orders_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older orders`)
};

const de_shop_admin_orders_older = /** @type {(inputs: Shop_Admin_Orders_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere Bestellungen`)
};

/**
* | output |
* | --- |
* | "Older orders" |
*
* @param {Shop_Admin_Orders_OlderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_older = /** @type {((inputs?: Shop_Admin_Orders_OlderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_OlderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_older(inputs)
	return en_shop_admin_orders_older(inputs)
});