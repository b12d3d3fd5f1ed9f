/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Queued_NoteInputs */

const en_events_door_queued_note = /** @type {(inputs: Events_Door_Queued_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this phone: it is sent when the signal is back.`)
};

const de_events_door_queued_note = /** @type {(inputs: Events_Door_Queued_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf diesem Handy gespeichert: wird gesendet, sobald wieder Netz da ist.`)
};

/**
* | output |
* | --- |
* | "Saved on this phone: it is sent when the signal is back." |
*
* @param {Events_Door_Queued_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_queued_note = /** @type {((inputs?: Events_Door_Queued_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Queued_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_queued_note(inputs)
	return en_events_door_queued_note(inputs)
});