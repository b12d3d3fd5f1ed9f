/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_AttendedInputs */

const en_events_page_attended = /** @type {(inputs: Events_Page_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attended`)
};

const de_events_page_attended = /** @type {(inputs: Events_Page_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwesend`)
};

/**
* | output |
* | --- |
* | "Attended" |
*
* @param {Events_Page_AttendedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_attended = /** @type {((inputs?: Events_Page_AttendedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_AttendedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_attended(inputs)
	return en_events_page_attended(inputs)
});