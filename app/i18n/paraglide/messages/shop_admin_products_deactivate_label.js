/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Shop_Admin_Products_Deactivate_LabelInputs */

const en_shop_admin_products_deactivate_label = /** @type {(inputs: Shop_Admin_Products_Deactivate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deactivate ${i?.name}`)
};

const de_shop_admin_products_deactivate_label = /** @type {(inputs: Shop_Admin_Products_Deactivate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} deaktivieren`)
};

/**
* | output |
* | --- |
* | "Deactivate {name}" |
*
* @param {Shop_Admin_Products_Deactivate_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_deactivate_label = /** @type {((inputs: Shop_Admin_Products_Deactivate_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_Deactivate_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_deactivate_label(inputs)
	return en_shop_admin_products_deactivate_label(inputs)
});