/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_AnnounceInputs */

const en_news_admin_announce = /** @type {(inputs: News_Admin_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announce`)
};

const de_news_admin_announce = /** @type {(inputs: News_Admin_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitteilung`)
};

/**
* | output |
* | --- |
* | "Announce" |
*
* @param {News_Admin_AnnounceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_announce = /** @type {((inputs?: News_Admin_AnnounceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_AnnounceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_announce(inputs)
	return en_news_admin_announce(inputs)
});