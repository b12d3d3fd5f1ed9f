/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_UpdatedInputs */

const en_shop_cart_updated = /** @type {(inputs: Shop_Cart_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cart updated`)
};

const de_shop_cart_updated = /** @type {(inputs: Shop_Cart_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warenkorb aktualisiert`)
};

/**
* | output |
* | --- |
* | "Cart updated" |
*
* @param {Shop_Cart_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_updated = /** @type {((inputs?: Shop_Cart_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_updated(inputs)
	return en_shop_cart_updated(inputs)
});