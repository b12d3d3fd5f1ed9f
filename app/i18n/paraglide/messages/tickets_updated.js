/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_UpdatedInputs */

const en_tickets_updated = /** @type {(inputs: Tickets_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket listing updated.`)
};

const de_tickets_updated = /** @type {(inputs: Tickets_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebot gespeichert.`)
};

/**
* | output |
* | --- |
* | "Ticket listing updated." |
*
* @param {Tickets_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_updated = /** @type {((inputs?: Tickets_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_updated(inputs)
	return en_tickets_updated(inputs)
});