/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_Event_RsvpsInputs */

const en_news_admin_audience_event_rsvps = /** @type {(inputs: News_Admin_Audience_Event_RsvpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone who RSVP'd to an event (waitlist included)`)
};

const de_news_admin_audience_event_rsvps = /** @type {(inputs: News_Admin_Audience_Event_RsvpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle, die sich für eine Veranstaltung angemeldet haben (mit Warteliste)`)
};

/**
* | output |
* | --- |
* | "Everyone who RSVP'd to an event (waitlist included)" |
*
* @param {News_Admin_Audience_Event_RsvpsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_event_rsvps = /** @type {((inputs?: News_Admin_Audience_Event_RsvpsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Event_RsvpsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_event_rsvps(inputs)
	return en_news_admin_audience_event_rsvps(inputs)
});