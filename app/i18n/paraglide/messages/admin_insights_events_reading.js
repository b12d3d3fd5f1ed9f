/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rsvps: NonNullable<unknown>, came: NonNullable<unknown>, noShows: NonNullable<unknown>, events: NonNullable<unknown> }} Admin_Insights_Events_ReadingInputs */

const en_admin_insights_events_reading = /** @type {(inputs: Admin_Insights_Events_ReadingInputs) => LocalizedString} */ (i) => {const eventsPlural = registry.plural("en", i?.events, {});
	if (eventsPlural === "one") return /** @type {LocalizedString} */ (`${i?.events} event held: ${i?.rsvps} RSVPs, ${i?.came} came to the door; ${i?.noShows}% of RSVPs did not come.`);
	return /** @type {LocalizedString} */ (`${i?.events} events held: ${i?.rsvps} RSVPs, ${i?.came} came to the door; ${i?.noShows}% of RSVPs did not come.`)
	
};

const de_admin_insights_events_reading = /** @type {(inputs: Admin_Insights_Events_ReadingInputs) => LocalizedString} */ (i) => {const eventsPlural = registry.plural("de", i?.events, {});
	if (eventsPlural === "one") return /** @type {LocalizedString} */ (`${i?.events} Veranstaltung: ${i?.rsvps} Anmeldungen, ${i?.came} am Einlass; ${i?.noShows} % der Angemeldeten kamen nicht.`);
	return /** @type {LocalizedString} */ (`${i?.events} Veranstaltungen: ${i?.rsvps} Anmeldungen, ${i?.came} am Einlass; ${i?.noShows} % der Angemeldeten kamen nicht.`)
	
};

/**
* | eventsPlural | output |
* | --- | --- |
* | "one" | "{events} event held: {rsvps} RSVPs, {came} came to the door; {noShows}% of RSVPs did not come." |
* | * | "{events} events held: {rsvps} RSVPs, {came} came to the door; {noShows}% of RSVPs did not come." |
*
* @param {Admin_Insights_Events_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_events_reading = /** @type {((inputs: Admin_Insights_Events_ReadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Events_ReadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_events_reading(inputs)
	return en_admin_insights_events_reading(inputs)
});