/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Visibility_MembersInputs */

const en_news_admin_visibility_members = /** @type {(inputs: News_Admin_Visibility_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only its recipients (on their own page)`)
};

const de_news_admin_visibility_members = /** @type {(inputs: News_Admin_Visibility_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur die Empfänger (auf ihrer eigenen Seite)`)
};

/**
* | output |
* | --- |
* | "Only its recipients (on their own page)" |
*
* @param {News_Admin_Visibility_MembersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_visibility_members = /** @type {((inputs?: News_Admin_Visibility_MembersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Visibility_MembersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_visibility_members(inputs)
	return en_news_admin_visibility_members(inputs)
});