/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Shop_Page_CurrentInputs */

const en_shop_page_current = /** @type {(inputs: Shop_Page_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

const de_shop_page_current = /** @type {(inputs: Shop_Page_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page}`)
};

/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Shop_Page_CurrentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_page_current = /** @type {((inputs: Shop_Page_CurrentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Page_CurrentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_page_current(inputs)
	return en_shop_page_current(inputs)
});