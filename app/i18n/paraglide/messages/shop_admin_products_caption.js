/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Shop_Admin_Products_CaptionInputs */

const en_shop_admin_products_caption = /** @type {(inputs: Shop_Admin_Products_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All products, page ${i?.page}`)
};

const de_shop_admin_products_caption = /** @type {(inputs: Shop_Admin_Products_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Produkte, Seite ${i?.page}`)
};

/**
* | output |
* | --- |
* | "All products, page {page}" |
*
* @param {Shop_Admin_Products_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_caption = /** @type {((inputs: Shop_Admin_Products_CaptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_CaptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_caption(inputs)
	return en_shop_admin_products_caption(inputs)
});