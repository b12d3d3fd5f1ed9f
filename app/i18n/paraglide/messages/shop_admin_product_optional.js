/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_OptionalInputs */

const en_shop_admin_product_optional = /** @type {(inputs: Shop_Admin_Product_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

const de_shop_admin_product_optional = /** @type {(inputs: Shop_Admin_Product_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional.`)
};

/**
* | output |
* | --- |
* | "Optional." |
*
* @param {Shop_Admin_Product_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_optional = /** @type {((inputs?: Shop_Admin_Product_OptionalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_OptionalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_optional(inputs)
	return en_shop_admin_product_optional(inputs)
});