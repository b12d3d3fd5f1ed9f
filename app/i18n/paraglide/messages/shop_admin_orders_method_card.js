/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Orders_Method_CardInputs */

const en_shop_admin_orders_method_card = /** @type {(inputs: Shop_Admin_Orders_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card (Stripe)`)
};

const de_shop_admin_orders_method_card = /** @type {(inputs: Shop_Admin_Orders_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte (Stripe)`)
};

/**
* | output |
* | --- |
* | "Card (Stripe)" |
*
* @param {Shop_Admin_Orders_Method_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_method_card = /** @type {((inputs?: Shop_Admin_Orders_Method_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_Method_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_method_card(inputs)
	return en_shop_admin_orders_method_card(inputs)
});