/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Meetings_Admin_Open_ExplainInputs */

const en_meetings_admin_open_explain = /** @type {(inputs: Meetings_Admin_Open_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This fixes the roll of voters from the record date and mails the notice, with the agenda, to each of them (and alerts those who chose announcements). The meeting must start at least ${i?.days} days from now. Its details cannot change afterwards; the agenda can until voting opens.`)
};

const de_meetings_admin_open_explain = /** @type {(inputs: Meetings_Admin_Open_ExplainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Damit steht das Stimmregister nach dem Stichtag fest, und alle darin bekommen die Einladung mit der Tagesordnung per Mail (und als Benachrichtigung, wer Ankündigungen gewählt hat). Die Versammlung muss frühestens in ${i?.days} Tagen beginnen. Ihre Angaben lassen sich danach nicht mehr ändern, die Tagesordnung bis zum Beginn der Abstimmung schon.`)
};

/**
* | output |
* | --- |
* | "This fixes the roll of voters from the record date and mails the notice, with the agenda, to each of them (and alerts those who chose announcements). The mee..." |
*
* @param {Meetings_Admin_Open_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_open_explain = /** @type {((inputs: Meetings_Admin_Open_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Open_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_open_explain(inputs)
	return en_meetings_admin_open_explain(inputs)
});