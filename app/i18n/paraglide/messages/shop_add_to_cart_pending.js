/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Add_To_Cart_PendingInputs */

const en_shop_add_to_cart_pending = /** @type {(inputs: Shop_Add_To_Cart_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding...`)
};

const de_shop_add_to_cart_pending = /** @type {(inputs: Shop_Add_To_Cart_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird hinzugefügt …`)
};

/**
* | output |
* | --- |
* | "Adding..." |
*
* @param {Shop_Add_To_Cart_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_add_to_cart_pending = /** @type {((inputs?: Shop_Add_To_Cart_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Add_To_Cart_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_add_to_cart_pending(inputs)
	return en_shop_add_to_cart_pending(inputs)
});