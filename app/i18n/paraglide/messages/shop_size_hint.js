/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Size_HintInputs */

const en_shop_size_hint = /** @type {(inputs: Shop_Size_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a size to add this to your cart.`)
};

const de_shop_size_hint = /** @type {(inputs: Shop_Size_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähl eine Größe, um das Produkt in den Warenkorb zu legen.`)
};

/**
* | output |
* | --- |
* | "Choose a size to add this to your cart." |
*
* @param {Shop_Size_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_size_hint = /** @type {((inputs?: Shop_Size_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Size_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_size_hint(inputs)
	return en_shop_size_hint(inputs)
});