/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Add_To_CartInputs */

const en_shop_add_to_cart = /** @type {(inputs: Shop_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to Cart`)
};

const de_shop_add_to_cart = /** @type {(inputs: Shop_Add_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den Warenkorb`)
};

/**
* | output |
* | --- |
* | "Add to Cart" |
*
* @param {Shop_Add_To_CartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_add_to_cart = /** @type {((inputs?: Shop_Add_To_CartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Add_To_CartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_add_to_cart(inputs)
	return en_shop_add_to_cart(inputs)
});