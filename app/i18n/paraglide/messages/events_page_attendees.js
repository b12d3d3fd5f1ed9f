/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Events_Page_AttendeesInputs */

const en_events_page_attendees = /** @type {(inputs: Events_Page_AttendeesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} attendee`);
	return /** @type {LocalizedString} */ (`${i?.count} attendees`)
	
};

const de_events_page_attendees = /** @type {(inputs: Events_Page_AttendeesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Teilnehmer:in`);
	return /** @type {LocalizedString} */ (`${i?.count} Teilnehmende`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} attendee" |
* | * | "{count} attendees" |
*
* @param {Events_Page_AttendeesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_attendees = /** @type {((inputs: Events_Page_AttendeesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_AttendeesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_attendees(inputs)
	return en_events_page_attendees(inputs)
});