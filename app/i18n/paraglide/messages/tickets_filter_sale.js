/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Filter_SaleInputs */

const en_tickets_filter_sale = /** @type {(inputs: Tickets_Filter_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale`)
};

const de_tickets_filter_sale = /** @type {(inputs: Tickets_Filter_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verkauf`)
};

/**
* | output |
* | --- |
* | "Sale" |
*
* @param {Tickets_Filter_SaleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_filter_sale = /** @type {((inputs?: Tickets_Filter_SaleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Filter_SaleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_filter_sale(inputs)
	return en_tickets_filter_sale(inputs)
});