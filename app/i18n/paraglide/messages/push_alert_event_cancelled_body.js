/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Push_Alert_Event_Cancelled_BodyInputs */

const en_push_alert_event_cancelled_body = /** @type {(inputs: Push_Alert_Event_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} will not take place.`)
};

const de_push_alert_event_cancelled_body = /** @type {(inputs: Push_Alert_Event_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} findet nicht statt.`)
};

/**
* | output |
* | --- |
* | "{when} will not take place." |
*
* @param {Push_Alert_Event_Cancelled_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_event_cancelled_body = /** @type {((inputs: Push_Alert_Event_Cancelled_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Event_Cancelled_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_event_cancelled_body(inputs)
	return en_push_alert_event_cancelled_body(inputs)
});