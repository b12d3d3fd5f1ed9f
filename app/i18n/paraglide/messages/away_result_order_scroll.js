/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Order_ScrollInputs */

const en_away_result_order_scroll = /** @type {(inputs: Away_Result_Order_ScrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order, scrollable`)
};

const de_away_result_order_scroll = /** @type {(inputs: Away_Result_Order_ScrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Reihenfolge, scrollbar`)
};

/**
* | output |
* | --- |
* | "The order, scrollable" |
*
* @param {Away_Result_Order_ScrollInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_order_scroll = /** @type {((inputs?: Away_Result_Order_ScrollInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Order_ScrollInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_order_scroll(inputs)
	return en_away_result_order_scroll(inputs)
});