/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_RetryInputs */

const en_shop_admin_order_retry = /** @type {(inputs: Shop_Admin_Order_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry submission to Printify`)
};

const de_shop_admin_order_retry = /** @type {(inputs: Shop_Admin_Order_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut an Printify senden`)
};

/**
* | output |
* | --- |
* | "Retry submission to Printify" |
*
* @param {Shop_Admin_Order_RetryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_retry = /** @type {((inputs?: Shop_Admin_Order_RetryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_RetryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_retry(inputs)
	return en_shop_admin_order_retry(inputs)
});