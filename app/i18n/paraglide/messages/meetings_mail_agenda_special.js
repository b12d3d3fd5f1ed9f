/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown>, title: NonNullable<unknown> }} Meetings_Mail_Agenda_SpecialInputs */

const en_meetings_mail_agenda_special = /** @type {(inputs: Meetings_Mail_Agenda_SpecialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.position}. ${i?.title} (special resolution)`)
};

const de_meetings_mail_agenda_special = /** @type {(inputs: Meetings_Mail_Agenda_SpecialInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.position}. ${i?.title} (75 % nötig)`)
};

/**
* | output |
* | --- |
* | "{position}. {title} (special resolution)" |
*
* @param {Meetings_Mail_Agenda_SpecialInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_agenda_special = /** @type {((inputs: Meetings_Mail_Agenda_SpecialInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Agenda_SpecialInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_agenda_special(inputs)
	return en_meetings_mail_agenda_special(inputs)
});