/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_CreatedInputs */

const en_tickets_created = /** @type {(inputs: Tickets_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket listing created successfully!`)
};

const de_tickets_created = /** @type {(inputs: Tickets_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebot eingestellt!`)
};

/**
* | output |
* | --- |
* | "Ticket listing created successfully!" |
*
* @param {Tickets_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_created = /** @type {((inputs?: Tickets_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_created(inputs)
	return en_tickets_created(inputs)
});