/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Products_DeactivateInputs */

const en_shop_admin_products_deactivate = /** @type {(inputs: Shop_Admin_Products_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deactivate`)
};

const de_shop_admin_products_deactivate = /** @type {(inputs: Shop_Admin_Products_DeactivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deaktivieren`)
};

/**
* | output |
* | --- |
* | "Deactivate" |
*
* @param {Shop_Admin_Products_DeactivateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_deactivate = /** @type {((inputs?: Shop_Admin_Products_DeactivateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_DeactivateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_deactivate(inputs)
	return en_shop_admin_products_deactivate(inputs)
});