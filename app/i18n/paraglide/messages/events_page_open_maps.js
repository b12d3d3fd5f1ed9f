/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_Open_MapsInputs */

const en_events_page_open_maps = /** @type {(inputs: Events_Page_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in maps`)
};

const de_events_page_open_maps = /** @type {(inputs: Events_Page_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Karten öffnen`)
};

/**
* | output |
* | --- |
* | "Open in maps" |
*
* @param {Events_Page_Open_MapsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_open_maps = /** @type {((inputs?: Events_Page_Open_MapsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Open_MapsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_open_maps(inputs)
	return en_events_page_open_maps(inputs)
});