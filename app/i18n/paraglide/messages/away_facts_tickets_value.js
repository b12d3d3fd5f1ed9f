/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tickets: NonNullable<unknown>, price: NonNullable<unknown> }} Away_Facts_Tickets_ValueInputs */

const en_away_facts_tickets_value = /** @type {(inputs: Away_Facts_Tickets_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tickets} at ${i?.price} each`)
};

const de_away_facts_tickets_value = /** @type {(inputs: Away_Facts_Tickets_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tickets} zu je ${i?.price}`)
};

/**
* | output |
* | --- |
* | "{tickets} at {price} each" |
*
* @param {Away_Facts_Tickets_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_tickets_value = /** @type {((inputs: Away_Facts_Tickets_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Tickets_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_tickets_value(inputs)
	return en_away_facts_tickets_value(inputs)
});