/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Shop_Admin_Products_DeactivatedInputs */

const en_shop_admin_products_deactivated = /** @type {(inputs: Shop_Admin_Products_DeactivatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is no longer in the shop.`)
};

const de_shop_admin_products_deactivated = /** @type {(inputs: Shop_Admin_Products_DeactivatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ist nicht mehr im Shop.`)
};

/**
* | output |
* | --- |
* | "{name} is no longer in the shop." |
*
* @param {Shop_Admin_Products_DeactivatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_deactivated = /** @type {((inputs: Shop_Admin_Products_DeactivatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_DeactivatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_deactivated(inputs)
	return en_shop_admin_products_deactivated(inputs)
});