/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Choose_EventInputs */

const en_news_admin_choose_event = /** @type {(inputs: News_Admin_Choose_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an event`)
};

const de_news_admin_choose_event = /** @type {(inputs: News_Admin_Choose_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veranstaltung wählen`)
};

/**
* | output |
* | --- |
* | "Choose an event" |
*
* @param {News_Admin_Choose_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_choose_event = /** @type {((inputs?: News_Admin_Choose_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Choose_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_choose_event(inputs)
	return en_news_admin_choose_event(inputs)
});