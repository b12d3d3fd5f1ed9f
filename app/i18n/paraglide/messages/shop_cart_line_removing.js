/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Line_RemovingInputs */

const en_shop_cart_line_removing = /** @type {(inputs: Shop_Cart_Line_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removing...`)
};

const de_shop_cart_line_removing = /** @type {(inputs: Shop_Cart_Line_RemovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird entfernt …`)
};

/**
* | output |
* | --- |
* | "Removing..." |
*
* @param {Shop_Cart_Line_RemovingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_removing = /** @type {((inputs?: Shop_Cart_Line_RemovingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_RemovingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_removing(inputs)
	return en_shop_cart_line_removing(inputs)
});