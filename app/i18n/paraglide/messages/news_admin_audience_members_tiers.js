/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ statuses: NonNullable<unknown>, tiers: NonNullable<unknown> }} News_Admin_Audience_Members_TiersInputs */

const en_news_admin_audience_members_tiers = /** @type {(inputs: News_Admin_Audience_Members_TiersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Members: ${i?.statuses} · ${i?.tiers}`)
};

const de_news_admin_audience_members_tiers = /** @type {(inputs: News_Admin_Audience_Members_TiersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglieder: ${i?.statuses} · ${i?.tiers}`)
};

/**
* | output |
* | --- |
* | "Members: {statuses} · {tiers}" |
*
* @param {News_Admin_Audience_Members_TiersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_members_tiers = /** @type {((inputs: News_Admin_Audience_Members_TiersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Members_TiersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_members_tiers(inputs)
	return en_news_admin_audience_members_tiers(inputs)
});