/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Page_Going_CountInputs */

const en_events_page_going_count = /** @type {(inputs: Events_Page_Going_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} going`)
};

const de_events_page_going_count = /** @type {(inputs: Events_Page_Going_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} dabei`)
};

/**
* | output |
* | --- |
* | "{count} going" |
*
* @param {Events_Page_Going_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_going_count = /** @type {((inputs: Events_Page_Going_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Going_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_going_count(inputs)
	return en_events_page_going_count(inputs)
});