/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Event_FullInputs */

const en_events_door_event_full = /** @type {(inputs: Events_Door_Event_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event full — no walk-ins`)
};

const de_events_door_event_full = /** @type {(inputs: Events_Door_Event_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgebucht – kein Einlass ohne Zusage`)
};

/**
* | output |
* | --- |
* | "Event full — no walk-ins" |
*
* @param {Events_Door_Event_FullInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_event_full = /** @type {((inputs?: Events_Door_Event_FullInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Event_FullInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_event_full(inputs)
	return en_events_door_event_full(inputs)
});