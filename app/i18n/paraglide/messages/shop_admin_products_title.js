/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Products_TitleInputs */

const en_shop_admin_products_title = /** @type {(inputs: Shop_Admin_Products_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Products`)
};

const de_shop_admin_products_title = /** @type {(inputs: Shop_Admin_Products_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkte`)
};

/**
* | output |
* | --- |
* | "Products" |
*
* @param {Shop_Admin_Products_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_title = /** @type {((inputs?: Shop_Admin_Products_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_title(inputs)
	return en_shop_admin_products_title(inputs)
});