/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Saved_TitleInputs */

const en_news_admin_saved_title = /** @type {(inputs: News_Admin_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcement saved`)
};

const de_news_admin_saved_title = /** @type {(inputs: News_Admin_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitteilung gespeichert`)
};

/**
* | output |
* | --- |
* | "Announcement saved" |
*
* @param {News_Admin_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_saved_title = /** @type {((inputs?: News_Admin_Saved_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Saved_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_saved_title(inputs)
	return en_news_admin_saved_title(inputs)
});