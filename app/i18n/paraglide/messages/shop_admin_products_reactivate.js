/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Products_ReactivateInputs */

const en_shop_admin_products_reactivate = /** @type {(inputs: Shop_Admin_Products_ReactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reactivate`)
};

const de_shop_admin_products_reactivate = /** @type {(inputs: Shop_Admin_Products_ReactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reaktivieren`)
};

/**
* | output |
* | --- |
* | "Reactivate" |
*
* @param {Shop_Admin_Products_ReactivateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_reactivate = /** @type {((inputs?: Shop_Admin_Products_ReactivateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_ReactivateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_reactivate(inputs)
	return en_shop_admin_products_reactivate(inputs)
});