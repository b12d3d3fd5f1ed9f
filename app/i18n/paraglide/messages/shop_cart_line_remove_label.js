/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Shop_Cart_Line_Remove_LabelInputs */

const en_shop_cart_line_remove_label = /** @type {(inputs: Shop_Cart_Line_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

const de_shop_cart_line_remove_label = /** @type {(inputs: Shop_Cart_Line_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen`)
};

/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Shop_Cart_Line_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_remove_label = /** @type {((inputs: Shop_Cart_Line_Remove_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_Remove_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_remove_label(inputs)
	return en_shop_cart_line_remove_label(inputs)
});