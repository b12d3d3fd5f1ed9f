/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Page_Attended_CountInputs */

const en_events_page_attended_count = /** @type {(inputs: Events_Page_Attended_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} attended`)
};

const de_events_page_attended_count = /** @type {(inputs: Events_Page_Attended_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} anwesend`)
};

/**
* | output |
* | --- |
* | "{count} attended" |
*
* @param {Events_Page_Attended_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_attended_count = /** @type {((inputs: Events_Page_Attended_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Attended_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_attended_count(inputs)
	return en_events_page_attended_count(inputs)
});