/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Offline_Search_NoteInputs */

const en_events_door_offline_search_note = /** @type {(inputs: Events_Door_Offline_Search_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline — found on this phone's list of members`)
};

const de_events_door_offline_search_note = /** @type {(inputs: Events_Door_Offline_Search_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline – gefunden in der Mitgliederliste auf diesem Handy`)
};

/**
* | output |
* | --- |
* | "Offline — found on this phone's list of members" |
*
* @param {Events_Door_Offline_Search_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_offline_search_note = /** @type {((inputs?: Events_Door_Offline_Search_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Offline_Search_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_offline_search_note(inputs)
	return en_events_door_offline_search_note(inputs)
});