/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_Toast_SuccessInputs */

const en_events_rsvp_toast_success = /** @type {(inputs: Events_Rsvp_Toast_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

const de_events_rsvp_toast_success = /** @type {(inputs: Events_Rsvp_Toast_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschafft`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Events_Rsvp_Toast_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_toast_success = /** @type {((inputs?: Events_Rsvp_Toast_SuccessInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Toast_SuccessInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_toast_success(inputs)
	return en_events_rsvp_toast_success(inputs)
});