/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown>, row: NonNullable<unknown>, seats: NonNullable<unknown> }} Events_Page_Listing_Row_SeatsInputs */

const en_events_page_listing_row_seats = /** @type {(inputs: Events_Page_Listing_Row_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.section}, row ${i?.row}, seats ${i?.seats}`)
};

const de_events_page_listing_row_seats = /** @type {(inputs: Events_Page_Listing_Row_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block ${i?.section}, Reihe ${i?.row}, Plätze ${i?.seats}`)
};

/**
* | output |
* | --- |
* | "Section {section}, row {row}, seats {seats}" |
*
* @param {Events_Page_Listing_Row_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_listing_row_seats = /** @type {((inputs: Events_Page_Listing_Row_SeatsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Listing_Row_SeatsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_listing_row_seats(inputs)
	return en_events_page_listing_row_seats(inputs)
});