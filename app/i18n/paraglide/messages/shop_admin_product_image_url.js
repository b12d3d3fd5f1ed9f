/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Image_UrlInputs */

const en_shop_admin_product_image_url = /** @type {(inputs: Shop_Admin_Product_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image URL`)
};

const de_shop_admin_product_image_url = /** @type {(inputs: Shop_Admin_Product_Image_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild-URL`)
};

/**
* | output |
* | --- |
* | "Image URL" |
*
* @param {Shop_Admin_Product_Image_UrlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_image_url = /** @type {((inputs?: Shop_Admin_Product_Image_UrlInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Image_UrlInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_image_url(inputs)
	return en_shop_admin_product_image_url(inputs)
});