/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ deadline: NonNullable<unknown> }} Meetings_Mail_Notice_MotionsInputs */

const en_meetings_mail_notice_motions = /** @type {(inputs: Meetings_Mail_Notice_MotionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Members may propose motions until ${i?.deadline}.`)
};

const de_meetings_mail_notice_motions = /** @type {(inputs: Meetings_Mail_Notice_MotionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglieder können bis ${i?.deadline} Anträge stellen.`)
};

/**
* | output |
* | --- |
* | "Members may propose motions until {deadline}." |
*
* @param {Meetings_Mail_Notice_MotionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_notice_motions = /** @type {((inputs: Meetings_Mail_Notice_MotionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Notice_MotionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_notice_motions(inputs)
	return en_meetings_mail_notice_motions(inputs)
});