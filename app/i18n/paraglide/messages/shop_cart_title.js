/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_TitleInputs */

const en_shop_cart_title = /** @type {(inputs: Shop_Cart_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart`)
};

const de_shop_cart_title = /** @type {(inputs: Shop_Cart_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warenkorb`)
};

/**
* | output |
* | --- |
* | "Cart" |
*
* @param {Shop_Cart_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_title = /** @type {((inputs?: Shop_Cart_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_title(inputs)
	return en_shop_cart_title(inputs)
});