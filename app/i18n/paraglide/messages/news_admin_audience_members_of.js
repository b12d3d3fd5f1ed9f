/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ statuses: NonNullable<unknown> }} News_Admin_Audience_Members_OfInputs */

const en_news_admin_audience_members_of = /** @type {(inputs: News_Admin_Audience_Members_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Members: ${i?.statuses}`)
};

const de_news_admin_audience_members_of = /** @type {(inputs: News_Admin_Audience_Members_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglieder: ${i?.statuses}`)
};

/**
* | output |
* | --- |
* | "Members: {statuses}" |
*
* @param {News_Admin_Audience_Members_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_members_of = /** @type {((inputs: News_Admin_Audience_Members_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Members_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_members_of(inputs)
	return en_news_admin_audience_members_of(inputs)
});