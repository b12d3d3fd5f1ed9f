/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_List_No_UpcomingInputs */

const en_events_list_no_upcoming = /** @type {(inputs: Events_List_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events yet — check back soon.`)
};

const de_events_list_no_upcoming = /** @type {(inputs: Events_List_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine anstehenden Termine – schau bald wieder vorbei.`)
};

/**
* | output |
* | --- |
* | "No upcoming events yet — check back soon." |
*
* @param {Events_List_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_no_upcoming = /** @type {((inputs?: Events_List_No_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_No_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_list_no_upcoming(inputs)
	return en_events_list_no_upcoming(inputs)
});