/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_EmptyInputs */

const en_news_admin_audience_empty = /** @type {(inputs: News_Admin_Audience_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody is in this audience yet, so there is no one to send it to`)
};

const de_news_admin_audience_empty = /** @type {(inputs: News_Admin_Audience_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In dieser Zielgruppe ist noch niemand, also gibt es keinen Empfänger`)
};

/**
* | output |
* | --- |
* | "Nobody is in this audience yet, so there is no one to send it to" |
*
* @param {News_Admin_Audience_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_empty = /** @type {((inputs?: News_Admin_Audience_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_empty(inputs)
	return en_news_admin_audience_empty(inputs)
});