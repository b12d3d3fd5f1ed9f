/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Send_At_PastInputs */

const en_news_admin_send_at_past = /** @type {(inputs: News_Admin_Send_At_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That time has passed: choose a later one, or send now`)
};

const de_news_admin_send_at_past = /** @type {(inputs: News_Admin_Send_At_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Zeitpunkt ist vorbei: Wähle einen späteren oder sende jetzt`)
};

/**
* | output |
* | --- |
* | "That time has passed: choose a later one, or send now" |
*
* @param {News_Admin_Send_At_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_send_at_past = /** @type {((inputs?: News_Admin_Send_At_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Send_At_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_send_at_past(inputs)
	return en_news_admin_send_at_past(inputs)
});