/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_Event_CrewsInputs */

const en_news_admin_audience_event_crews = /** @type {(inputs: News_Admin_Audience_Event_CrewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crews of all shifts of an event`)
};

const de_news_admin_audience_event_crews = /** @type {(inputs: News_Admin_Audience_Event_CrewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Teams aller Schichten einer Veranstaltung`)
};

/**
* | output |
* | --- |
* | "The crews of all shifts of an event" |
*
* @param {News_Admin_Audience_Event_CrewsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_event_crews = /** @type {((inputs?: News_Admin_Audience_Event_CrewsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Event_CrewsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_event_crews(inputs)
	return en_news_admin_audience_event_crews(inputs)
});