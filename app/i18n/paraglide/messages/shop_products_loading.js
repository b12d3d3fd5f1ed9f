/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Products_LoadingInputs */

const en_shop_products_loading = /** @type {(inputs: Shop_Products_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading products...`)
};

const de_shop_products_loading = /** @type {(inputs: Shop_Products_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkte werden geladen …`)
};

/**
* | output |
* | --- |
* | "Loading products..." |
*
* @param {Shop_Products_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_products_loading = /** @type {((inputs?: Shop_Products_LoadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Products_LoadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_products_loading(inputs)
	return en_shop_products_loading(inputs)
});