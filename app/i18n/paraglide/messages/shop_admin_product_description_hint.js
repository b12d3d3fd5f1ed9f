/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Description_HintInputs */

const en_shop_admin_product_description_hint = /** @type {(inputs: Shop_Admin_Product_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Basic HTML (paragraphs, bold, lists, links) is kept; anything else is removed.`)
};

const de_shop_admin_product_description_hint = /** @type {(inputs: Shop_Admin_Product_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Einfaches HTML (Absätze, Fett, Listen, Links) bleibt erhalten; alles andere wird entfernt.`)
};

/**
* | output |
* | --- |
* | "Optional. Basic HTML (paragraphs, bold, lists, links) is kept; anything else is removed." |
*
* @param {Shop_Admin_Product_Description_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_description_hint = /** @type {((inputs?: Shop_Admin_Product_Description_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Description_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_description_hint(inputs)
	return en_shop_admin_product_description_hint(inputs)
});