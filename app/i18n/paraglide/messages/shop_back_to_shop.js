/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Back_To_ShopInputs */

const en_shop_back_to_shop = /** @type {(inputs: Shop_Back_To_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the shop`)
};

const de_shop_back_to_shop = /** @type {(inputs: Shop_Back_To_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Shop`)
};

/**
* | output |
* | --- |
* | "Back to the shop" |
*
* @param {Shop_Back_To_ShopInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_back_to_shop = /** @type {((inputs?: Shop_Back_To_ShopInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Back_To_ShopInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_back_to_shop(inputs)
	return en_shop_back_to_shop(inputs)
});