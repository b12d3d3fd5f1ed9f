/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Meetings_Mail_Notice_OnlineInputs */

const en_meetings_mail_notice_online = /** @type {(inputs: Meetings_Mail_Notice_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can join online: ${i?.url}`)
};

const de_meetings_mail_notice_online = /** @type {(inputs: Meetings_Mail_Notice_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst online teilnehmen: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "You can join online: {url}" |
*
* @param {Meetings_Mail_Notice_OnlineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_notice_online = /** @type {((inputs: Meetings_Mail_Notice_OnlineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Notice_OnlineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_notice_online(inputs)
	return en_meetings_mail_notice_online(inputs)
});