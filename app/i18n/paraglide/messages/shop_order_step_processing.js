/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_Step_ProcessingInputs */

const en_shop_order_step_processing = /** @type {(inputs: Shop_Order_Step_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing`)
};

const de_shop_order_step_processing = /** @type {(inputs: Shop_Order_Step_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Bearbeitung`)
};

/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Shop_Order_Step_ProcessingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_step_processing = /** @type {((inputs?: Shop_Order_Step_ProcessingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Step_ProcessingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_step_processing(inputs)
	return en_shop_order_step_processing(inputs)
});