/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Events_InvalidInputs */

const en_shop_admin_product_events_invalid = /** @type {(inputs: Shop_Admin_Product_Events_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose events from the list`)
};

const de_shop_admin_product_events_invalid = /** @type {(inputs: Shop_Admin_Product_Events_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Termine aus der Liste`)
};

/**
* | output |
* | --- |
* | "Choose events from the list" |
*
* @param {Shop_Admin_Product_Events_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_events_invalid = /** @type {((inputs?: Shop_Admin_Product_Events_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Events_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_events_invalid(inputs)
	return en_shop_admin_product_events_invalid(inputs)
});