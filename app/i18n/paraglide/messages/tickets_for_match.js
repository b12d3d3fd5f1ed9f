/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Tickets_For_MatchInputs */

const en_tickets_for_match = /** @type {(inputs: Tickets_For_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.title}`)
};

const de_tickets_for_match = /** @type {(inputs: Tickets_For_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`für ${i?.title}`)
};

/**
* | output |
* | --- |
* | "for {title}" |
*
* @param {Tickets_For_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_for_match = /** @type {((inputs: Tickets_For_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_For_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_for_match(inputs)
	return en_tickets_for_match(inputs)
});