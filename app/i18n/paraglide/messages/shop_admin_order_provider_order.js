/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Shop_Admin_Order_Provider_OrderInputs */

const en_shop_admin_order_provider_order = /** @type {(inputs: Shop_Admin_Order_Provider_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Provider order ${i?.id}`)
};

const de_shop_admin_order_provider_order = /** @type {(inputs: Shop_Admin_Order_Provider_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auftrag beim Anbieter ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Provider order {id}" |
*
* @param {Shop_Admin_Order_Provider_OrderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_provider_order = /** @type {((inputs: Shop_Admin_Order_Provider_OrderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Provider_OrderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_provider_order(inputs)
	return en_shop_admin_order_provider_order(inputs)
});