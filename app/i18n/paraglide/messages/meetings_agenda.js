/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_AgendaInputs */

const en_meetings_agenda = /** @type {(inputs: Meetings_AgendaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agenda`)
};

const de_meetings_agenda = /** @type {(inputs: Meetings_AgendaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagesordnung`)
};

/**
* | output |
* | --- |
* | "Agenda" |
*
* @param {Meetings_AgendaInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_agenda = /** @type {((inputs?: Meetings_AgendaInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_AgendaInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_agenda(inputs)
	return en_meetings_agenda(inputs)
});