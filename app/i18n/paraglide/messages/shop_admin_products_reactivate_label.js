/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Shop_Admin_Products_Reactivate_LabelInputs */

const en_shop_admin_products_reactivate_label = /** @type {(inputs: Shop_Admin_Products_Reactivate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reactivate ${i?.name}`)
};

const de_shop_admin_products_reactivate_label = /** @type {(inputs: Shop_Admin_Products_Reactivate_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} reaktivieren`)
};

/**
* | output |
* | --- |
* | "Reactivate {name}" |
*
* @param {Shop_Admin_Products_Reactivate_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_reactivate_label = /** @type {((inputs: Shop_Admin_Products_Reactivate_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_Reactivate_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_reactivate_label(inputs)
	return en_shop_admin_products_reactivate_label(inputs)
});