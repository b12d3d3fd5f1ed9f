/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Shop_Admin_Products_ReactivatedInputs */

const en_shop_admin_products_reactivated = /** @type {(inputs: Shop_Admin_Products_ReactivatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is back in the shop.`)
};

const de_shop_admin_products_reactivated = /** @type {(inputs: Shop_Admin_Products_ReactivatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist wieder im Shop.`)
};

/**
* | output |
* | --- |
* | "{name} is back in the shop." |
*
* @param {Shop_Admin_Products_ReactivatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_reactivated = /** @type {((inputs: Shop_Admin_Products_ReactivatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_ReactivatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_reactivated(inputs)
	return en_shop_admin_products_reactivated(inputs)
});