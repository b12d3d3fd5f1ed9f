/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_Unknown_CardInputs */

const en_events_pickup_unknown_card = /** @type {(inputs: Events_Pickup_Unknown_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This card is not a current member card: search by name instead.`)
};

const de_events_pickup_unknown_card = /** @type {(inputs: Events_Pickup_Unknown_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Karte ist keine gültige Mitgliedskarte: Suche stattdessen nach dem Namen.`)
};

/**
* | output |
* | --- |
* | "This card is not a current member card: search by name instead." |
*
* @param {Events_Pickup_Unknown_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_unknown_card = /** @type {((inputs?: Events_Pickup_Unknown_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Unknown_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_unknown_card(inputs)
	return en_events_pickup_unknown_card(inputs)
});