/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Whats_New_AnnouncementInputs */

const en_news_whats_new_announcement = /** @type {(inputs: News_Whats_New_AnnouncementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcement`)
};

const de_news_whats_new_announcement = /** @type {(inputs: News_Whats_New_AnnouncementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitteilung`)
};

/**
* | output |
* | --- |
* | "Announcement" |
*
* @param {News_Whats_New_AnnouncementInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_whats_new_announcement = /** @type {((inputs?: News_Whats_New_AnnouncementInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Whats_New_AnnouncementInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_whats_new_announcement(inputs)
	return en_news_whats_new_announcement(inputs)
});