/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Not_FoundInputs */

const en_events_not_found = /** @type {(inputs: Events_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event not found`)
};

const de_events_not_found = /** @type {(inputs: Events_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termin nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Event not found" |
*
* @param {Events_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_not_found = /** @type {((inputs?: Events_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_not_found(inputs)
	return en_events_not_found(inputs)
});