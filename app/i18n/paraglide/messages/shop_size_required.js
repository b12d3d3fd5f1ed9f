/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Size_RequiredInputs */

const en_shop_size_required = /** @type {(inputs: Shop_Size_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a size`)
};

const de_shop_size_required = /** @type {(inputs: Shop_Size_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähl eine Größe`)
};

/**
* | output |
* | --- |
* | "Choose a size" |
*
* @param {Shop_Size_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_size_required = /** @type {((inputs?: Shop_Size_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Size_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_size_required(inputs)
	return en_shop_size_required(inputs)
});