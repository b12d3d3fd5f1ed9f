/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, where: NonNullable<unknown> }} Push_Alert_Event_Promoted_BodyInputs */

const en_push_alert_event_promoted_body = /** @type {(inputs: Push_Alert_Event_Promoted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.where}. If you cannot come, cancel so the next in line gets it.`)
};

const de_push_alert_event_promoted_body = /** @type {(inputs: Push_Alert_Event_Promoted_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}, ${i?.where}. Falls du nicht kommen kannst, sag bitte ab, damit der oder die Nächste den Platz bekommt.`)
};

/**
* | output |
* | --- |
* | "{when}, {where}. If you cannot come, cancel so the next in line gets it." |
*
* @param {Push_Alert_Event_Promoted_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_alert_event_promoted_body = /** @type {((inputs: Push_Alert_Event_Promoted_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Alert_Event_Promoted_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_alert_event_promoted_body(inputs)
	return en_push_alert_event_promoted_body(inputs)
});