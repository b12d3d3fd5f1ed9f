/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Events_Moved_Shift_Line_WaitlistInputs */

const en_mail_events_moved_shift_line_waitlist = /** @type {(inputs: Mail_Events_Moved_Shift_Line_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.title}: ${i?.when} (waitlist)`)
};

const de_mail_events_moved_shift_line_waitlist = /** @type {(inputs: Mail_Events_Moved_Shift_Line_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.title}: ${i?.when} (Warteliste)`)
};

/**
* | output |
* | --- |
* | "- {title}: {when} (waitlist)" |
*
* @param {Mail_Events_Moved_Shift_Line_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_moved_shift_line_waitlist = /** @type {((inputs: Mail_Events_Moved_Shift_Line_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Moved_Shift_Line_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_moved_shift_line_waitlist(inputs)
	return en_mail_events_moved_shift_line_waitlist(inputs)
});