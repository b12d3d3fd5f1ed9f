/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Products_ChooseInputs */

const en_shop_admin_products_choose = /** @type {(inputs: Shop_Admin_Products_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a product to deactivate or reactivate`)
};

const de_shop_admin_products_choose = /** @type {(inputs: Shop_Admin_Products_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein Produkt zum Deaktivieren oder Reaktivieren`)
};

/**
* | output |
* | --- |
* | "Choose a product to deactivate or reactivate" |
*
* @param {Shop_Admin_Products_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_choose = /** @type {((inputs?: Shop_Admin_Products_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_choose(inputs)
	return en_shop_admin_products_choose(inputs)
});