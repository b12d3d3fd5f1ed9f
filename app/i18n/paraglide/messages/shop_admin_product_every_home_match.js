/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Every_Home_MatchInputs */

const en_shop_admin_product_every_home_match = /** @type {(inputs: Shop_Admin_Product_Every_Home_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every home match`)
};

const de_shop_admin_product_every_home_match = /** @type {(inputs: Shop_Admin_Product_Every_Home_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Heimspiel`)
};

/**
* | output |
* | --- |
* | "Every home match" |
*
* @param {Shop_Admin_Product_Every_Home_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_every_home_match = /** @type {((inputs?: Shop_Admin_Product_Every_Home_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Every_Home_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_every_home_match(inputs)
	return en_shop_admin_product_every_home_match(inputs)
});