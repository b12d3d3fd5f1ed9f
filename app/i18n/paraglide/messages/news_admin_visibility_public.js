/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Visibility_PublicInputs */

const en_news_admin_visibility_public = /** @type {(inputs: News_Admin_Visibility_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone (listed under News and in the feed)`)
};

const de_news_admin_visibility_public = /** @type {(inputs: News_Admin_Visibility_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle (unter Neuigkeiten und im Feed)`)
};

/**
* | output |
* | --- |
* | "Everyone (listed under News and in the feed)" |
*
* @param {News_Admin_Visibility_PublicInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_visibility_public = /** @type {((inputs?: News_Admin_Visibility_PublicInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Visibility_PublicInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_visibility_public(inputs)
	return en_news_admin_visibility_public(inputs)
});