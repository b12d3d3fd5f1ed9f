/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_Status_ProposedInputs */

const en_meetings_motion_status_proposed = /** @type {(inputs: Meetings_Motion_Status_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for a seconder`)
};

const de_meetings_motion_status_proposed = /** @type {(inputs: Meetings_Motion_Status_ProposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartet auf Unterstützung`)
};

/**
* | output |
* | --- |
* | "Waiting for a seconder" |
*
* @param {Meetings_Motion_Status_ProposedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_status_proposed = /** @type {((inputs?: Meetings_Motion_Status_ProposedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_Status_ProposedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_status_proposed(inputs)
	return en_meetings_motion_status_proposed(inputs)
});