/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Required_NoteInputs */

const en_shop_admin_product_required_note = /** @type {(inputs: Shop_Admin_Product_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name and price are required.`)
};

const de_shop_admin_product_required_note = /** @type {(inputs: Shop_Admin_Product_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name und Preis sind Pflichtfelder.`)
};

/**
* | output |
* | --- |
* | "Name and price are required." |
*
* @param {Shop_Admin_Product_Required_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_required_note = /** @type {((inputs?: Shop_Admin_Product_Required_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Required_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_required_note(inputs)
	return en_shop_admin_product_required_note(inputs)
});