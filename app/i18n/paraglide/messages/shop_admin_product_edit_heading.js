/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Shop_Admin_Product_Edit_HeadingInputs */

const en_shop_admin_product_edit_heading = /** @type {(inputs: Shop_Admin_Product_Edit_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

const de_shop_admin_product_edit_heading = /** @type {(inputs: Shop_Admin_Product_Edit_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bearbeiten`)
};

/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Shop_Admin_Product_Edit_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_edit_heading = /** @type {((inputs: Shop_Admin_Product_Edit_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Edit_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_edit_heading(inputs)
	return en_shop_admin_product_edit_heading(inputs)
});