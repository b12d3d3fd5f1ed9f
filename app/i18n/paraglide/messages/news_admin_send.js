/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_SendInputs */

const en_news_admin_send = /** @type {(inputs: News_Admin_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send announcement`)
};

const de_news_admin_send = /** @type {(inputs: News_Admin_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitteilung senden`)
};

/**
* | output |
* | --- |
* | "Send announcement" |
*
* @param {News_Admin_SendInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_send = /** @type {((inputs?: News_Admin_SendInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_SendInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_send(inputs)
	return en_news_admin_send(inputs)
});