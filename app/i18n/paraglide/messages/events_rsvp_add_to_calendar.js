/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_Add_To_CalendarInputs */

const en_events_rsvp_add_to_calendar = /** @type {(inputs: Events_Rsvp_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar (.ics)`)
};

const de_events_rsvp_add_to_calendar = /** @type {(inputs: Events_Rsvp_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Kalender hinzufügen (.ics)`)
};

/**
* | output |
* | --- |
* | "Add to calendar (.ics)" |
*
* @param {Events_Rsvp_Add_To_CalendarInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_add_to_calendar = /** @type {((inputs?: Events_Rsvp_Add_To_CalendarInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Add_To_CalendarInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_add_to_calendar(inputs)
	return en_events_rsvp_add_to_calendar(inputs)
});