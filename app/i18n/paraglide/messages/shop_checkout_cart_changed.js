/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Cart_ChangedInputs */

const en_shop_checkout_cart_changed = /** @type {(inputs: Shop_Checkout_Cart_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart changed while you were checking out. Please check the form and place the order again.`)
};

const de_shop_checkout_cart_changed = /** @type {(inputs: Shop_Checkout_Cart_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Warenkorb hat sich während der Bestellung geändert. Prüf bitte das Formular und bestell noch einmal.`)
};

/**
* | output |
* | --- |
* | "Your cart changed while you were checking out. Please check the form and place the order again." |
*
* @param {Shop_Checkout_Cart_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_cart_changed = /** @type {((inputs?: Shop_Checkout_Cart_ChangedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Cart_ChangedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_cart_changed(inputs)
	return en_shop_checkout_cart_changed(inputs)
});