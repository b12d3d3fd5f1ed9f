/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_WithdrawnInputs */

const en_news_admin_withdrawn = /** @type {(inputs: News_Admin_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is off the site, and alerts and mails not yet sent will not go out.`)
};

const de_news_admin_withdrawn = /** @type {(inputs: News_Admin_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie ist von der Website, und noch nicht verschickte Benachrichtigungen und E-Mails gehen nicht mehr raus.`)
};

/**
* | output |
* | --- |
* | "It is off the site, and alerts and mails not yet sent will not go out." |
*
* @param {News_Admin_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_withdrawn = /** @type {((inputs?: News_Admin_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_withdrawn(inputs)
	return en_news_admin_withdrawn(inputs)
});