/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_ProviderInputs */

const en_shop_admin_order_provider = /** @type {(inputs: Shop_Admin_Order_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print-on-demand provider`)
};

const de_shop_admin_order_provider = /** @type {(inputs: Shop_Admin_Order_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print-on-Demand-Anbieter`)
};

/**
* | output |
* | --- |
* | "Print-on-demand provider" |
*
* @param {Shop_Admin_Order_ProviderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_provider = /** @type {((inputs?: Shop_Admin_Order_ProviderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_ProviderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_provider(inputs)
	return en_shop_admin_order_provider(inputs)
});