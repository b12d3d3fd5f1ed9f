/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_AdminsInputs */

const en_news_admin_audience_admins = /** @type {(inputs: News_Admin_Audience_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins`)
};

const de_news_admin_audience_admins = /** @type {(inputs: News_Admin_Audience_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins`)
};

/**
* | output |
* | --- |
* | "Admins" |
*
* @param {News_Admin_Audience_AdminsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_admins = /** @type {((inputs?: News_Admin_Audience_AdminsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_AdminsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_admins(inputs)
	return en_news_admin_audience_admins(inputs)
});