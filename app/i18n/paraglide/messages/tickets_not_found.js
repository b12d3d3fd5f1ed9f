/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Not_FoundInputs */

const en_tickets_not_found = /** @type {(inputs: Tickets_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing not found`)
};

const de_tickets_not_found = /** @type {(inputs: Tickets_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Listing not found" |
*
* @param {Tickets_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_not_found = /** @type {((inputs?: Tickets_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_not_found(inputs)
	return en_tickets_not_found(inputs)
});