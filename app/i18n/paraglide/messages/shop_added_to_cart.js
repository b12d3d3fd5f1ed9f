/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Added_To_CartInputs */

const en_shop_added_to_cart = /** @type {(inputs: Shop_Added_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added to cart!`)
};

const de_shop_added_to_cart = /** @type {(inputs: Shop_Added_To_CartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den Warenkorb gelegt!`)
};

/**
* | output |
* | --- |
* | "Added to cart!" |
*
* @param {Shop_Added_To_CartInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_added_to_cart = /** @type {((inputs?: Shop_Added_To_CartInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Added_To_CartInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_added_to_cart(inputs)
	return en_shop_added_to_cart(inputs)
});