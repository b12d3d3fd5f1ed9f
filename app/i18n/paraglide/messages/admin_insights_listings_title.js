/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Listings_TitleInputs */

const en_admin_insights_listings_title = /** @type {(inputs: Admin_Insights_Listings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listings posted and closed, each month`)
};

const de_admin_insights_listings_title = /** @type {(inputs: Admin_Insights_Listings_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingestellte und geschlossene Angebote je Monat`)
};

/**
* | output |
* | --- |
* | "Listings posted and closed, each month" |
*
* @param {Admin_Insights_Listings_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_listings_title = /** @type {((inputs?: Admin_Insights_Listings_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Listings_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_listings_title(inputs)
	return en_admin_insights_listings_title(inputs)
});