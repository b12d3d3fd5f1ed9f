/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Title_RequiredInputs */

const en_news_admin_title_required = /** @type {(inputs: News_Admin_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a title`)
};

const de_news_admin_title_required = /** @type {(inputs: News_Admin_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib einen Titel ein`)
};

/**
* | output |
* | --- |
* | "Enter a title" |
*
* @param {News_Admin_Title_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_title_required = /** @type {((inputs?: News_Admin_Title_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Title_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_title_required(inputs)
	return en_news_admin_title_required(inputs)
});