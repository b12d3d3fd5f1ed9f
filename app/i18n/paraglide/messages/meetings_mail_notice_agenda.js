/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Mail_Notice_AgendaInputs */

const en_meetings_mail_notice_agenda = /** @type {(inputs: Meetings_Mail_Notice_AgendaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The agenda:`)
};

const de_meetings_mail_notice_agenda = /** @type {(inputs: Meetings_Mail_Notice_AgendaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Tagesordnung:`)
};

/**
* | output |
* | --- |
* | "The agenda:" |
*
* @param {Meetings_Mail_Notice_AgendaInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_notice_agenda = /** @type {((inputs?: Meetings_Mail_Notice_AgendaInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Notice_AgendaInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_notice_agenda(inputs)
	return en_meetings_mail_notice_agenda(inputs)
});