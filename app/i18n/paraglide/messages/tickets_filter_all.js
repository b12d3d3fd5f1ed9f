/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Filter_AllInputs */

const en_tickets_filter_all = /** @type {(inputs: Tickets_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Listings`)
};

const de_tickets_filter_all = /** @type {(inputs: Tickets_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Angebote`)
};

/**
* | output |
* | --- |
* | "All Listings" |
*
* @param {Tickets_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_filter_all = /** @type {((inputs?: Tickets_Filter_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Filter_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_filter_all(inputs)
	return en_tickets_filter_all(inputs)
});