/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_State_SoldInputs */

const en_tickets_state_sold = /** @type {(inputs: Tickets_State_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold`)
};

const de_tickets_state_sold = /** @type {(inputs: Tickets_State_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verkauft`)
};

/**
* | output |
* | --- |
* | "Sold" |
*
* @param {Tickets_State_SoldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_sold = /** @type {((inputs?: Tickets_State_SoldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_SoldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_state_sold(inputs)
	return en_tickets_state_sold(inputs)
});