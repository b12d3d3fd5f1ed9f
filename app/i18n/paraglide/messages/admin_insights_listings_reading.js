/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ created: NonNullable<unknown>, closed: NonNullable<unknown> }} Admin_Insights_Listings_ReadingInputs */

const en_admin_insights_listings_reading = /** @type {(inputs: Admin_Insights_Listings_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.created} listings posted and ${i?.closed} closed in the period.`)
};

const de_admin_insights_listings_reading = /** @type {(inputs: Admin_Insights_Listings_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.created} Angebote eingestellt und ${i?.closed} geschlossen im Zeitraum.`)
};

/**
* | output |
* | --- |
* | "{created} listings posted and {closed} closed in the period." |
*
* @param {Admin_Insights_Listings_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_listings_reading = /** @type {((inputs: Admin_Insights_Listings_ReadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Listings_ReadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_listings_reading(inputs)
	return en_admin_insights_listings_reading(inputs)
});