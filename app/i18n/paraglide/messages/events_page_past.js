/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_PastInputs */

const en_events_page_past = /** @type {(inputs: Events_Page_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past event`)
};

const de_events_page_past = /** @type {(inputs: Events_Page_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergangener Termin`)
};

/**
* | output |
* | --- |
* | "Past event" |
*
* @param {Events_Page_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_past = /** @type {((inputs?: Events_Page_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_past(inputs)
	return en_events_page_past(inputs)
});