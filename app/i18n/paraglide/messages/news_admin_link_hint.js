/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Link_HintInputs */

const en_news_admin_link_hint = /** @type {(inputs: News_Admin_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An event, an away-day ballot or the shop on this site, e.g. /events/12, /away/3, /shop or /shop/7.`)
};

const de_news_admin_link_hint = /** @type {(inputs: News_Admin_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Veranstaltung, eine Verlosung für eine Auswärtsfahrt oder der Shop auf dieser Website, z. B. /events/12, /away/3, /shop oder /shop/7.`)
};

/**
* | output |
* | --- |
* | "An event, an away-day ballot or the shop on this site, e.g. /events/12, /away/3, /shop or /shop/7." |
*
* @param {News_Admin_Link_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_link_hint = /** @type {((inputs?: News_Admin_Link_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Link_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_link_hint(inputs)
	return en_news_admin_link_hint(inputs)
});