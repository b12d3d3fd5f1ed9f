/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Send_At_InvalidInputs */

const en_news_admin_send_at_invalid = /** @type {(inputs: News_Admin_Send_At_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter when to send it, as a date and time`)
};

const de_news_admin_send_at_invalid = /** @type {(inputs: News_Admin_Send_At_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib an, wann sie rausgehen soll, als Datum und Uhrzeit`)
};

/**
* | output |
* | --- |
* | "Enter when to send it, as a date and time" |
*
* @param {News_Admin_Send_At_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_send_at_invalid = /** @type {((inputs?: News_Admin_Send_At_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Send_At_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_send_at_invalid(inputs)
	return en_news_admin_send_at_invalid(inputs)
});