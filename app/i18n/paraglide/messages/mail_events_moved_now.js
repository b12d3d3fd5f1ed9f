/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Mail_Events_Moved_NowInputs */

const en_mail_events_moved_now = /** @type {(inputs: Mail_Events_Moved_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Now: ${i?.when}`)
};

const de_mail_events_moved_now = /** @type {(inputs: Mail_Events_Moved_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jetzt: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Now: {when}" |
*
* @param {Mail_Events_Moved_NowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_moved_now = /** @type {((inputs: Mail_Events_Moved_NowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Moved_NowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_moved_now(inputs)
	return en_mail_events_moved_now(inputs)
});