/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Shop_Admin_Generate_PagesInputs */

const en_shop_admin_generate_pages = /** @type {(inputs: Shop_Admin_Generate_PagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Generate ${i?.provider} Product Pages`)
};

const de_shop_admin_generate_pages = /** @type {(inputs: Shop_Admin_Generate_PagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider}-Produktseiten erstellen`)
};

/**
* | output |
* | --- |
* | "Generate {provider} Product Pages" |
*
* @param {Shop_Admin_Generate_PagesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_generate_pages = /** @type {((inputs: Shop_Admin_Generate_PagesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Generate_PagesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_generate_pages(inputs)
	return en_shop_admin_generate_pages(inputs)
});