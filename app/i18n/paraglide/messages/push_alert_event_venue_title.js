/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Push_Alert_Event_Venue_TitleInputs */

const en_push_alert_event_venue_title = /** @type {(inputs: Push_Alert_Event_Venue_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New venue: ${i?.title}`)
};

const de_push_alert_event_venue_title = /** @type {(inputs: Push_Alert_Event_Venue_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neuer Ort: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "New venue: {title}" |
*
* @param {Push_Alert_Event_Venue_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_event_venue_title = /** @type {((inputs: Push_Alert_Event_Venue_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Event_Venue_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_event_venue_title(inputs)
	return en_push_alert_event_venue_title(inputs)
});