/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Pickup_At_InvalidInputs */

const en_shop_admin_product_pickup_at_invalid = /** @type {(inputs: Shop_Admin_Product_Pickup_At_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose every home match or chosen events`)
};

const de_shop_admin_product_pickup_at_invalid = /** @type {(inputs: Shop_Admin_Product_Pickup_At_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle „Jedes Heimspiel“ oder ausgewählte Termine`)
};

/**
* | output |
* | --- |
* | "Choose every home match or chosen events" |
*
* @param {Shop_Admin_Product_Pickup_At_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_pickup_at_invalid = /** @type {((inputs?: Shop_Admin_Product_Pickup_At_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Pickup_At_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_pickup_at_invalid(inputs)
	return en_shop_admin_product_pickup_at_invalid(inputs)
});