/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_Status_DeclinedInputs */

const en_meetings_motion_status_declined = /** @type {(inputs: Meetings_Motion_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined by the committee`)
};

const de_meetings_motion_status_declined = /** @type {(inputs: Meetings_Motion_Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vom Vorstand abgelehnt`)
};

/**
* | output |
* | --- |
* | "Declined by the committee" |
*
* @param {Meetings_Motion_Status_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_status_declined = /** @type {((inputs?: Meetings_Motion_Status_DeclinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_Status_DeclinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_status_declined(inputs)
	return en_meetings_motion_status_declined(inputs)
});