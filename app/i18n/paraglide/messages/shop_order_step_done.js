/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_Step_DoneInputs */

const en_shop_order_step_done = /** @type {(inputs: Shop_Order_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(done)`)
};

const de_shop_order_step_done = /** @type {(inputs: Shop_Order_Step_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(erledigt)`)
};

/**
* | output |
* | --- |
* | "(done)" |
*
* @param {Shop_Order_Step_DoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_step_done = /** @type {((inputs?: Shop_Order_Step_DoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Step_DoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_step_done(inputs)
	return en_shop_order_step_done(inputs)
});