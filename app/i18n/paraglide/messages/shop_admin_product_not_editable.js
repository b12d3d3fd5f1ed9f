/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Not_EditableInputs */

const en_shop_admin_product_not_editable = /** @type {(inputs: Shop_Admin_Product_Not_EditableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product not found, or synced from the print-on-demand provider (not editable here).`)
};

const de_shop_admin_product_not_editable = /** @type {(inputs: Shop_Admin_Product_Not_EditableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produkt nicht gefunden oder vom Print-on-Demand-Anbieter abgeglichen (hier nicht bearbeitbar).`)
};

/**
* | output |
* | --- |
* | "Product not found, or synced from the print-on-demand provider (not editable here)." |
*
* @param {Shop_Admin_Product_Not_EditableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_not_editable = /** @type {((inputs?: Shop_Admin_Product_Not_EditableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Not_EditableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_not_editable(inputs)
	return en_shop_admin_product_not_editable(inputs)
});