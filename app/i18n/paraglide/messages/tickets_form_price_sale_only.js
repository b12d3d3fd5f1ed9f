/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Form_Price_Sale_OnlyInputs */

const en_tickets_form_price_sale_only = /** @type {(inputs: Tickets_Form_Price_Sale_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For a sale only.`)
};

const de_tickets_form_price_sale_only = /** @type {(inputs: Tickets_Form_Price_Sale_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur beim Verkauf.`)
};

/**
* | output |
* | --- |
* | "For a sale only." |
*
* @param {Tickets_Form_Price_Sale_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_price_sale_only = /** @type {((inputs?: Tickets_Form_Price_Sale_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Price_Sale_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_price_sale_only(inputs)
	return en_tickets_form_price_sale_only(inputs)
});