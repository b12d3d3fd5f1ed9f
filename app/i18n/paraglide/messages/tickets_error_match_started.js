/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Error_Match_StartedInputs */

const en_tickets_error_match_started = /** @type {(inputs: Tickets_Error_Match_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The match has already started: choose a future date`)
};

const de_tickets_error_match_started = /** @type {(inputs: Tickets_Error_Match_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel hat schon begonnen: Wähl ein Datum in der Zukunft`)
};

/**
* | output |
* | --- |
* | "The match has already started: choose a future date" |
*
* @param {Tickets_Error_Match_StartedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_match_started = /** @type {((inputs?: Tickets_Error_Match_StartedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Match_StartedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_error_match_started(inputs)
	return en_tickets_error_match_started(inputs)
});