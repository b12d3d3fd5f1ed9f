/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Type_SaleInputs */

const en_tickets_type_sale = /** @type {(inputs: Tickets_Type_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For Sale`)
};

const de_tickets_type_sale = /** @type {(inputs: Tickets_Type_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu verkaufen`)
};

/**
* | output |
* | --- |
* | "For Sale" |
*
* @param {Tickets_Type_SaleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_type_sale = /** @type {((inputs?: Tickets_Type_SaleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Type_SaleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_type_sale(inputs)
	return en_tickets_type_sale(inputs)
});