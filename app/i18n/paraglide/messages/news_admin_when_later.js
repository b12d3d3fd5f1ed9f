/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_When_LaterInputs */

const en_news_admin_when_later = /** @type {(inputs: News_Admin_When_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send at a set time`)
};

const de_news_admin_when_later = /** @type {(inputs: News_Admin_When_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu einem festen Zeitpunkt senden`)
};

/**
* | output |
* | --- |
* | "Send at a set time" |
*
* @param {News_Admin_When_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_when_later = /** @type {((inputs?: News_Admin_When_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_When_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_when_later(inputs)
	return en_news_admin_when_later(inputs)
});