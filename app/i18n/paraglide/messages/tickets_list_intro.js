/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_List_IntroInputs */

const en_tickets_list_intro = /** @type {(inputs: Tickets_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match, date, section, seats and type are required. Sales stay at face value or less.`)
};

const de_tickets_list_intro = /** @type {(inputs: Tickets_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel, Datum, Block, Plätze und Art sind Pflicht. Verkauft wird höchstens zum Originalpreis.`)
};

/**
* | output |
* | --- |
* | "Match, date, section, seats and type are required. Sales stay at face value or less." |
*
* @param {Tickets_List_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_list_intro = /** @type {((inputs?: Tickets_List_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_List_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_list_intro(inputs)
	return en_tickets_list_intro(inputs)
});