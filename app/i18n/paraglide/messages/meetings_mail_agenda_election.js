/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown>, title: NonNullable<unknown>, seats: NonNullable<unknown> }} Meetings_Mail_Agenda_ElectionInputs */

const en_meetings_mail_agenda_election = /** @type {(inputs: Meetings_Mail_Agenda_ElectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.position}. ${i?.title}: election for ${i?.seats} seat(s)`)
};

const de_meetings_mail_agenda_election = /** @type {(inputs: Meetings_Mail_Agenda_ElectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.position}. ${i?.title}: Wahl für ${i?.seats} Sitz(e)`)
};

/**
* | output |
* | --- |
* | "{position}. {title}: election for {seats} seat(s)" |
*
* @param {Meetings_Mail_Agenda_ElectionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_agenda_election = /** @type {((inputs: Meetings_Mail_Agenda_ElectionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Agenda_ElectionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_agenda_election(inputs)
	return en_meetings_mail_agenda_election(inputs)
});