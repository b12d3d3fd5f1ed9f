/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Order_HeadingInputs */

const en_away_result_order_heading = /** @type {(inputs: Away_Result_Order_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order`)
};

const de_away_result_order_heading = /** @type {(inputs: Away_Result_Order_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Reihenfolge`)
};

/**
* | output |
* | --- |
* | "The order" |
*
* @param {Away_Result_Order_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_order_heading = /** @type {((inputs?: Away_Result_Order_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Order_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_order_heading(inputs)
	return en_away_result_order_heading(inputs)
});