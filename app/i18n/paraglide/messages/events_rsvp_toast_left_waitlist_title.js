/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_Toast_Left_Waitlist_TitleInputs */

const en_events_rsvp_toast_left_waitlist_title = /** @type {(inputs: Events_Rsvp_Toast_Left_Waitlist_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left the waitlist`)
};

const de_events_rsvp_toast_left_waitlist_title = /** @type {(inputs: Events_Rsvp_Toast_Left_Waitlist_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warteliste verlassen`)
};

/**
* | output |
* | --- |
* | "Left the waitlist" |
*
* @param {Events_Rsvp_Toast_Left_Waitlist_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_toast_left_waitlist_title = /** @type {((inputs?: Events_Rsvp_Toast_Left_Waitlist_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Toast_Left_Waitlist_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_toast_left_waitlist_title(inputs)
	return en_events_rsvp_toast_left_waitlist_title(inputs)
});