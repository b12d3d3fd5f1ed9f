/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Products_EmptyInputs */

const en_shop_products_empty = /** @type {(inputs: Shop_Products_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No products found in this category`)
};

const de_shop_products_empty = /** @type {(inputs: Shop_Products_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In dieser Kategorie gibt es keine Produkte`)
};

/**
* | output |
* | --- |
* | "No products found in this category" |
*
* @param {Shop_Products_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_products_empty = /** @type {((inputs?: Shop_Products_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Products_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_products_empty(inputs)
	return en_shop_products_empty(inputs)
});