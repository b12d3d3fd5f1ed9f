/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_FulfilmentInputs */

const en_shop_admin_order_fulfilment = /** @type {(inputs: Shop_Admin_Order_FulfilmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fulfilment`)
};

const de_shop_admin_order_fulfilment = /** @type {(inputs: Shop_Admin_Order_FulfilmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versandart`)
};

/**
* | output |
* | --- |
* | "Fulfilment" |
*
* @param {Shop_Admin_Order_FulfilmentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_fulfilment = /** @type {((inputs?: Shop_Admin_Order_FulfilmentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_FulfilmentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_fulfilment(inputs)
	return en_shop_admin_order_fulfilment(inputs)
});