/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_Line_Choose_IntentInputs */

const en_shop_cart_line_choose_intent = /** @type {(inputs: Shop_Cart_Line_Choose_IntentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Update or Remove.`)
};

const de_shop_cart_line_choose_intent = /** @type {(inputs: Shop_Cart_Line_Choose_IntentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle „Ändern“ oder „Entfernen“.`)
};

/**
* | output |
* | --- |
* | "Choose Update or Remove." |
*
* @param {Shop_Cart_Line_Choose_IntentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_line_choose_intent = /** @type {((inputs?: Shop_Cart_Line_Choose_IntentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Line_Choose_IntentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_line_choose_intent(inputs)
	return en_shop_cart_line_choose_intent(inputs)
});