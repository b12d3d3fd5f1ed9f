/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} News_Admin_Audience_Event_Rsvps_OfInputs */

const en_news_admin_audience_event_rsvps_of = /** @type {(inputs: News_Admin_Audience_Event_Rsvps_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`RSVPs of ${i?.event}`)
};

const de_news_admin_audience_event_rsvps_of = /** @type {(inputs: News_Admin_Audience_Event_Rsvps_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anmeldungen zu ${i?.event}`)
};

/**
* | output |
* | --- |
* | "RSVPs of {event}" |
*
* @param {News_Admin_Audience_Event_Rsvps_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_event_rsvps_of = /** @type {((inputs: News_Admin_Audience_Event_Rsvps_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Event_Rsvps_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_event_rsvps_of(inputs)
	return en_news_admin_audience_event_rsvps_of(inputs)
});