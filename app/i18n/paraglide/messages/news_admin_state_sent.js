/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_State_SentInputs */

const en_news_admin_state_sent = /** @type {(inputs: News_Admin_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent`)
};

const de_news_admin_state_sent = /** @type {(inputs: News_Admin_State_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesendet`)
};

/**
* | output |
* | --- |
* | "Sent" |
*
* @param {News_Admin_State_SentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_state_sent = /** @type {((inputs?: News_Admin_State_SentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_State_SentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_state_sent(inputs)
	return en_news_admin_state_sent(inputs)
});