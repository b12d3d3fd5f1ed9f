/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_Status_AcceptedInputs */

const en_meetings_motion_status_accepted = /** @type {(inputs: Meetings_Motion_Status_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On the agenda`)
};

const de_meetings_motion_status_accepted = /** @type {(inputs: Meetings_Motion_Status_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf der Tagesordnung`)
};

/**
* | output |
* | --- |
* | "On the agenda" |
*
* @param {Meetings_Motion_Status_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_status_accepted = /** @type {((inputs?: Meetings_Motion_Status_AcceptedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_Status_AcceptedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_status_accepted(inputs)
	return en_meetings_motion_status_accepted(inputs)
});