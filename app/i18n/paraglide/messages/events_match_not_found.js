/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Match_Not_FoundInputs */

const en_events_match_not_found = /** @type {(inputs: Events_Match_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That match does not exist: choose one from the list.`)
};

const de_events_match_not_found = /** @type {(inputs: Events_Match_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel gibt es nicht: Wähle eines aus der Liste.`)
};

/**
* | output |
* | --- |
* | "That match does not exist: choose one from the list." |
*
* @param {Events_Match_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_match_not_found = /** @type {((inputs?: Events_Match_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Match_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_match_not_found(inputs)
	return en_events_match_not_found(inputs)
});