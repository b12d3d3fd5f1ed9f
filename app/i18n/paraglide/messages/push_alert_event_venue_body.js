/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, where: NonNullable<unknown> }} Push_Alert_Event_Venue_BodyInputs */

const en_push_alert_event_venue_body = /** @type {(inputs: Push_Alert_Event_Venue_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, now at ${i?.where}.`)
};

const de_push_alert_event_venue_body = /** @type {(inputs: Push_Alert_Event_Venue_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, jetzt: ${i?.where}.`)
};

/**
* | output |
* | --- |
* | "{when}, now at {where}." |
*
* @param {Push_Alert_Event_Venue_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_event_venue_body = /** @type {((inputs: Push_Alert_Event_Venue_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Event_Venue_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_event_venue_body(inputs)
	return en_push_alert_event_venue_body(inputs)
});