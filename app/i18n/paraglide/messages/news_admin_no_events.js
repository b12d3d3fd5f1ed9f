/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_No_EventsInputs */

const en_news_admin_no_events = /** @type {(inputs: News_Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events in the last 30 days or ahead`)
};

const de_news_admin_no_events = /** @type {(inputs: News_Admin_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Veranstaltungen in den letzten 30 Tagen oder danach`)
};

/**
* | output |
* | --- |
* | "No events in the last 30 days or ahead" |
*
* @param {News_Admin_No_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_no_events = /** @type {((inputs?: News_Admin_No_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_No_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_no_events(inputs)
	return en_news_admin_no_events(inputs)
});