/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Events_Moved_Shift_LineInputs */

const en_mail_events_moved_shift_line = /** @type {(inputs: Mail_Events_Moved_Shift_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.title}: ${i?.when}`)
};

const de_mail_events_moved_shift_line = /** @type {(inputs: Mail_Events_Moved_Shift_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.title}: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "- {title}: {when}" |
*
* @param {Mail_Events_Moved_Shift_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_moved_shift_line = /** @type {((inputs: Mail_Events_Moved_Shift_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Moved_Shift_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_moved_shift_line(inputs)
	return en_mail_events_moved_shift_line(inputs)
});