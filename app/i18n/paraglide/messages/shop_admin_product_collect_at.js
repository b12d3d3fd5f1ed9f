/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Collect_AtInputs */

const en_shop_admin_product_collect_at = /** @type {(inputs: Shop_Admin_Product_Collect_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collect at (event pickup only)`)
};

const de_shop_admin_product_collect_at = /** @type {(inputs: Shop_Admin_Product_Collect_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abholung bei (nur Abholung beim Termin)`)
};

/**
* | output |
* | --- |
* | "Collect at (event pickup only)" |
*
* @param {Shop_Admin_Product_Collect_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_collect_at = /** @type {((inputs?: Shop_Admin_Product_Collect_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Collect_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_collect_at(inputs)
	return en_shop_admin_product_collect_at(inputs)
});