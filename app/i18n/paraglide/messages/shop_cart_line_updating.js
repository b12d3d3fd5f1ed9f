/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Line_UpdatingInputs */

const en_shop_cart_line_updating = /** @type {(inputs: Shop_Cart_Line_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating...`)
};

const de_shop_cart_line_updating = /** @type {(inputs: Shop_Cart_Line_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geändert …`)
};

/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Shop_Cart_Line_UpdatingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_updating = /** @type {((inputs?: Shop_Cart_Line_UpdatingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_UpdatingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_updating(inputs)
	return en_shop_cart_line_updating(inputs)
});