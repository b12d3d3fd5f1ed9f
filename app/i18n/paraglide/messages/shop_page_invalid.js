/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Shop_Page_InvalidInputs */

const en_shop_page_invalid = /** @type {(inputs: Shop_Page_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page must be a whole number from 1 to ${i?.max}`)
};

const de_shop_page_invalid = /** @type {(inputs: Shop_Page_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Seite muss eine ganze Zahl von 1 bis ${i?.max} sein`)
};

/**
* | output |
* | --- |
* | "Page must be a whole number from 1 to {max}" |
*
* @param {Shop_Page_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_page_invalid = /** @type {((inputs: Shop_Page_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Page_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_page_invalid(inputs)
	return en_shop_page_invalid(inputs)
});