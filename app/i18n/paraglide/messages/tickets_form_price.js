/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ symbol: NonNullable<unknown> }} Tickets_Form_PriceInputs */

const en_tickets_form_price = /** @type {(inputs: Tickets_Form_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price per ticket (${i?.symbol})`)
};

const de_tickets_form_price = /** @type {(inputs: Tickets_Form_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preis pro Ticket (${i?.symbol})`)
};

/**
* | output |
* | --- |
* | "Price per ticket ({symbol})" |
*
* @param {Tickets_Form_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_price = /** @type {((inputs: Tickets_Form_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_price(inputs)
	return en_tickets_form_price(inputs)
});