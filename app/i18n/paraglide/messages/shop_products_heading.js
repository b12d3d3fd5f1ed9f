/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Products_HeadingInputs */

const en_shop_products_heading = /** @type {(inputs: Shop_Products_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

const de_shop_products_heading = /** @type {(inputs: Shop_Products_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkte`)
};

/**
* | output |
* | --- |
* | "Products" |
*
* @param {Shop_Products_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_products_heading = /** @type {((inputs?: Shop_Products_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Products_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_products_heading(inputs)
	return en_shop_products_heading(inputs)
});