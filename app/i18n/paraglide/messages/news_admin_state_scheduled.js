/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_State_ScheduledInputs */

const en_news_admin_state_scheduled = /** @type {(inputs: News_Admin_State_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

const de_news_admin_state_scheduled = /** @type {(inputs: News_Admin_State_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geplant`)
};

/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {News_Admin_State_ScheduledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_state_scheduled = /** @type {((inputs?: News_Admin_State_ScheduledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_State_ScheduledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_state_scheduled(inputs)
	return en_news_admin_state_scheduled(inputs)
});