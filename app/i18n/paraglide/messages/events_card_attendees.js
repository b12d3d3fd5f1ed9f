/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Card_AttendeesInputs */

const en_events_card_attendees = /** @type {(inputs: Events_Card_AttendeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendees`)
};

const de_events_card_attendees = /** @type {(inputs: Events_Card_AttendeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilnehmende`)
};

/**
* | output |
* | --- |
* | "Attendees" |
*
* @param {Events_Card_AttendeesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_card_attendees = /** @type {((inputs?: Events_Card_AttendeesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Card_AttendeesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_card_attendees(inputs)
	return en_events_card_attendees(inputs)
});