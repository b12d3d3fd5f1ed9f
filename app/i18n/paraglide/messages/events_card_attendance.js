/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Card_AttendanceInputs */

const en_events_card_attendance = /** @type {(inputs: Events_Card_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance`)
};

const de_events_card_attendance = /** @type {(inputs: Events_Card_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilnahme`)
};

/**
* | output |
* | --- |
* | "Attendance" |
*
* @param {Events_Card_AttendanceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_card_attendance = /** @type {((inputs?: Events_Card_AttendanceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Card_AttendanceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_card_attendance(inputs)
	return en_events_card_attendance(inputs)
});