/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Field_LinkInputs */

const en_news_admin_field_link = /** @type {(inputs: News_Admin_Field_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link to a page (optional)`)
};

const de_news_admin_field_link = /** @type {(inputs: News_Admin_Field_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link zu einer Seite (optional)`)
};

/**
* | output |
* | --- |
* | "Link to a page (optional)" |
*
* @param {News_Admin_Field_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_field_link = /** @type {((inputs?: News_Admin_Field_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Field_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_field_link(inputs)
	return en_news_admin_field_link(inputs)
});