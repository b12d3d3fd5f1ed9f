/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Fulfillment_PodInputs */

const en_shop_fulfillment_pod = /** @type {(inputs: Shop_Fulfillment_PodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print-on-Demand`)
};

const de_shop_fulfillment_pod = /** @type {(inputs: Shop_Fulfillment_PodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print-on-Demand`)
};

/**
* | output |
* | --- |
* | "Print-on-Demand" |
*
* @param {Shop_Fulfillment_PodInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_fulfillment_pod = /** @type {((inputs?: Shop_Fulfillment_PodInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Fulfillment_PodInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_fulfillment_pod(inputs)
	return en_shop_fulfillment_pod(inputs)
});