/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Back_To_MeetingInputs */

const en_meetings_back_to_meeting = /** @type {(inputs: Meetings_Back_To_MeetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the meeting`)
};

const de_meetings_back_to_meeting = /** @type {(inputs: Meetings_Back_To_MeetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Versammlung`)
};

/**
* | output |
* | --- |
* | "Back to the meeting" |
*
* @param {Meetings_Back_To_MeetingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_back_to_meeting = /** @type {((inputs?: Meetings_Back_To_MeetingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Back_To_MeetingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_back_to_meeting(inputs)
	return en_meetings_back_to_meeting(inputs)
});