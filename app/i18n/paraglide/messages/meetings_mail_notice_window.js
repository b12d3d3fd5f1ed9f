/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ opens: NonNullable<unknown>, closes: NonNullable<unknown> }} Meetings_Mail_Notice_WindowInputs */

const en_meetings_mail_notice_window = /** @type {(inputs: Meetings_Mail_Notice_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can vote online from ${i?.opens} to ${i?.closes}, or appoint a proxy before then.`)
};

const de_meetings_mail_notice_window = /** @type {(inputs: Meetings_Mail_Notice_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst von ${i?.opens} bis ${i?.closes} online abstimmen oder vorher eine Vertretung bestimmen.`)
};

/**
* | output |
* | --- |
* | "You can vote online from {opens} to {closes}, or appoint a proxy before then." |
*
* @param {Meetings_Mail_Notice_WindowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_notice_window = /** @type {((inputs: Meetings_Mail_Notice_WindowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Notice_WindowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_notice_window(inputs)
	return en_meetings_mail_notice_window(inputs)
});