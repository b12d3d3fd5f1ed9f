/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Mail_Events_Moved_WasInputs */

const en_mail_events_moved_was = /** @type {(inputs: Mail_Events_Moved_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was: ${i?.when}`)
};

const de_mail_events_moved_was = /** @type {(inputs: Mail_Events_Moved_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vorher: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Was: {when}" |
*
* @param {Mail_Events_Moved_WasInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_moved_was = /** @type {((inputs: Mail_Events_Moved_WasInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Moved_WasInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_moved_was(inputs)
	return en_mail_events_moved_was(inputs)
});