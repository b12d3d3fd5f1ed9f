/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Size_InvalidInputs */

const en_shop_size_invalid = /** @type {(inputs: Shop_Size_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the sizes shown`)
};

const de_shop_size_invalid = /** @type {(inputs: Shop_Size_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähl eine der angezeigten Größen`)
};

/**
* | output |
* | --- |
* | "Choose one of the sizes shown" |
*
* @param {Shop_Size_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_size_invalid = /** @type {((inputs?: Shop_Size_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Size_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_size_invalid(inputs)
	return en_shop_size_invalid(inputs)
});