/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_CreatedInputs */

const en_shop_admin_product_created = /** @type {(inputs: Shop_Admin_Product_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product created successfully!`)
};

const de_shop_admin_product_created = /** @type {(inputs: Shop_Admin_Product_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkt angelegt!`)
};

/**
* | output |
* | --- |
* | "Product created successfully!" |
*
* @param {Shop_Admin_Product_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_created = /** @type {((inputs?: Shop_Admin_Product_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_created(inputs)
	return en_shop_admin_product_created(inputs)
});