/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Agenda_EmptyInputs */

const en_meetings_agenda_empty = /** @type {(inputs: Meetings_Agenda_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is on the agenda yet.`)
};

const de_meetings_agenda_empty = /** @type {(inputs: Meetings_Agenda_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch steht nichts auf der Tagesordnung.`)
};

/**
* | output |
* | --- |
* | "Nothing is on the agenda yet." |
*
* @param {Meetings_Agenda_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_agenda_empty = /** @type {((inputs?: Meetings_Agenda_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Agenda_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_agenda_empty(inputs)
	return en_meetings_agenda_empty(inputs)
});