/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Waiting_HeadingInputs */

const en_shop_complete_waiting_heading = /** @type {(inputs: Shop_Complete_Waiting_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order is waiting for payment`)
};

const de_shop_complete_waiting_heading = /** @type {(inputs: Shop_Complete_Waiting_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bestellung wartet auf die Zahlung`)
};

/**
* | output |
* | --- |
* | "Your order is waiting for payment" |
*
* @param {Shop_Complete_Waiting_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_waiting_heading = /** @type {((inputs?: Shop_Complete_Waiting_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Waiting_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_waiting_heading(inputs)
	return en_shop_complete_waiting_heading(inputs)
});