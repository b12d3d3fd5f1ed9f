/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Col_MeetingInputs */

const en_meetings_admin_col_meeting = /** @type {(inputs: Meetings_Admin_Col_MeetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting`)
};

const de_meetings_admin_col_meeting = /** @type {(inputs: Meetings_Admin_Col_MeetingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versammlung`)
};

/**
* | output |
* | --- |
* | "Meeting" |
*
* @param {Meetings_Admin_Col_MeetingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_col_meeting = /** @type {((inputs?: Meetings_Admin_Col_MeetingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Col_MeetingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_col_meeting(inputs)
	return en_meetings_admin_col_meeting(inputs)
});