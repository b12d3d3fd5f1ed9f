/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Mark_SoldInputs */

const en_tickets_mark_sold = /** @type {(inputs: Tickets_Mark_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark sold`)
};

const de_tickets_mark_sold = /** @type {(inputs: Tickets_Mark_SoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als verkauft markieren`)
};

/**
* | output |
* | --- |
* | "Mark sold" |
*
* @param {Tickets_Mark_SoldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_mark_sold = /** @type {((inputs?: Tickets_Mark_SoldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Mark_SoldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_mark_sold(inputs)
	return en_tickets_mark_sold(inputs)
});