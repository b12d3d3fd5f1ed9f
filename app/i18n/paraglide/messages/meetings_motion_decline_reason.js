/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Meetings_Motion_Decline_ReasonInputs */

const en_meetings_motion_decline_reason = /** @type {(inputs: Meetings_Motion_Decline_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The committee's reason: ${i?.reason}`)
};

const de_meetings_motion_decline_reason = /** @type {(inputs: Meetings_Motion_Decline_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Begründung des Vorstands: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The committee's reason: {reason}" |
*
* @param {Meetings_Motion_Decline_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_decline_reason = /** @type {((inputs: Meetings_Motion_Decline_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_Decline_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_decline_reason(inputs)
	return en_meetings_motion_decline_reason(inputs)
});