/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_My_Empty_CompactInputs */

const en_tickets_my_empty_compact = /** @type {(inputs: Tickets_My_Empty_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open listings.`)
};

const de_tickets_my_empty_compact = /** @type {(inputs: Tickets_My_Empty_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine offenen Angebote.`)
};

/**
* | output |
* | --- |
* | "No open listings." |
*
* @param {Tickets_My_Empty_CompactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_my_empty_compact = /** @type {((inputs?: Tickets_My_Empty_CompactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_My_Empty_CompactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_my_empty_compact(inputs)
	return en_tickets_my_empty_compact(inputs)
});