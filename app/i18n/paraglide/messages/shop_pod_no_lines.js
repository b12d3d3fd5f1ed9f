/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Pod_No_LinesInputs */

const en_shop_pod_no_lines = /** @type {(inputs: Shop_Pod_No_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order has no print-on-demand items.`)
};

const de_shop_pod_no_lines = /** @type {(inputs: Shop_Pod_No_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestellung enthält keine Print-on-Demand-Artikel.`)
};

/**
* | output |
* | --- |
* | "The order has no print-on-demand items." |
*
* @param {Shop_Pod_No_LinesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_no_lines = /** @type {((inputs?: Shop_Pod_No_LinesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_No_LinesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_pod_no_lines(inputs)
	return en_shop_pod_no_lines(inputs)
});