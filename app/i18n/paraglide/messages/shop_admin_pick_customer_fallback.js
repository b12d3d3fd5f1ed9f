/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_Customer_FallbackInputs */

const en_shop_admin_pick_customer_fallback = /** @type {(inputs: Shop_Admin_Pick_Customer_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`customer`)
};

const de_shop_admin_pick_customer_fallback = /** @type {(inputs: Shop_Admin_Pick_Customer_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kund:in`)
};

/**
* | output |
* | --- |
* | "customer" |
*
* @param {Shop_Admin_Pick_Customer_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_customer_fallback = /** @type {((inputs?: Shop_Admin_Pick_Customer_FallbackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_Customer_FallbackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_customer_fallback(inputs)
	return en_shop_admin_pick_customer_fallback(inputs)
});