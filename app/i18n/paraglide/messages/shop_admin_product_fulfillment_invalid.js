/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Fulfillment_InvalidInputs */

const en_shop_admin_product_fulfillment_invalid = /** @type {(inputs: Shop_Admin_Product_Fulfillment_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose print-on-demand or event-pickup`)
};

const de_shop_admin_product_fulfillment_invalid = /** @type {(inputs: Shop_Admin_Product_Fulfillment_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Print-on-Demand oder Abholung beim Termin`)
};

/**
* | output |
* | --- |
* | "Choose print-on-demand or event-pickup" |
*
* @param {Shop_Admin_Product_Fulfillment_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_fulfillment_invalid = /** @type {((inputs?: Shop_Admin_Product_Fulfillment_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Fulfillment_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_fulfillment_invalid(inputs)
	return en_shop_admin_product_fulfillment_invalid(inputs)
});