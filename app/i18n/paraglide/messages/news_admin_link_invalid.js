/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Link_InvalidInputs */

const en_news_admin_link_invalid = /** @type {(inputs: News_Admin_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link to an event, a ballot or the shop on this site, e.g. /events/12`)
};

const de_news_admin_link_invalid = /** @type {(inputs: News_Admin_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlinke eine Veranstaltung, eine Verlosung oder den Shop auf dieser Website, z. B. /events/12`)
};

/**
* | output |
* | --- |
* | "Link to an event, a ballot or the shop on this site, e.g. /events/12" |
*
* @param {News_Admin_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_link_invalid = /** @type {((inputs?: News_Admin_Link_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Link_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_link_invalid(inputs)
	return en_news_admin_link_invalid(inputs)
});