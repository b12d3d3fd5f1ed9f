/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, title: NonNullable<unknown> }} Tickets_Admin_Listing_HeadingInputs */

const en_tickets_admin_listing_heading = /** @type {(inputs: Tickets_Admin_Listing_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Listing #${i?.id}: ${i?.title}`)
};

const de_tickets_admin_listing_heading = /** @type {(inputs: Tickets_Admin_Listing_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angebot Nr. ${i?.id}: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Listing #{id}: {title}" |
*
* @param {Tickets_Admin_Listing_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_listing_heading = /** @type {((inputs: Tickets_Admin_Listing_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Listing_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_listing_heading(inputs)
	return en_tickets_admin_listing_heading(inputs)
});