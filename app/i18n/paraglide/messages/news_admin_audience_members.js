/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_MembersInputs */

const en_news_admin_audience_members = /** @type {(inputs: News_Admin_Audience_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members by status and tier`)
};

const de_news_admin_audience_members = /** @type {(inputs: News_Admin_Audience_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder nach Status und Stufe`)
};

/**
* | output |
* | --- |
* | "Members by status and tier" |
*
* @param {News_Admin_Audience_MembersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_members = /** @type {((inputs?: News_Admin_Audience_MembersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_MembersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_members(inputs)
	return en_news_admin_audience_members(inputs)
});