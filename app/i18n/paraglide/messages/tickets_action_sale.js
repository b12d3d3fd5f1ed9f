/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Action_SaleInputs */

const en_tickets_action_sale = /** @type {(inputs: Tickets_Action_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Seller`)
};

const de_tickets_action_sale = /** @type {(inputs: Tickets_Action_SaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verkäufer:in kontaktieren`)
};

/**
* | output |
* | --- |
* | "Contact Seller" |
*
* @param {Tickets_Action_SaleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_action_sale = /** @type {((inputs?: Tickets_Action_SaleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Action_SaleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_action_sale(inputs)
	return en_tickets_action_sale(inputs)
});