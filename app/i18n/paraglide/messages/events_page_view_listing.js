/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_View_ListingInputs */

const en_events_page_view_listing = /** @type {(inputs: Events_Page_View_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View listing`)
};

const de_events_page_view_listing = /** @type {(inputs: Events_Page_View_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot ansehen`)
};

/**
* | output |
* | --- |
* | "View listing" |
*
* @param {Events_Page_View_ListingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_view_listing = /** @type {((inputs?: Events_Page_View_ListingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_View_ListingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_view_listing(inputs)
	return en_events_page_view_listing(inputs)
});