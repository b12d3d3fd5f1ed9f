/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown> }} Events_Page_View_Listing_InInputs */

const en_events_page_view_listing_in = /** @type {(inputs: Events_Page_View_Listing_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` in section ${i?.section}`)
};

const de_events_page_view_listing_in = /** @type {(inputs: Events_Page_View_Listing_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` in Block ${i?.section}`)
};

/**
* | output |
* | --- |
* | "in section {section}" |
*
* @param {Events_Page_View_Listing_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_view_listing_in = /** @type {((inputs: Events_Page_View_Listing_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_View_Listing_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_view_listing_in(inputs)
	return en_events_page_view_listing_in(inputs)
});