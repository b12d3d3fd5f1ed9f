/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_List_SubscribeInputs */

const en_events_list_subscribe = /** @type {(inputs: Events_List_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to all fixtures (iCalendar)`)
};

const de_events_list_subscribe = /** @type {(inputs: Events_List_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Spiele abonnieren (iCalendar)`)
};

/**
* | output |
* | --- |
* | "Subscribe to all fixtures (iCalendar)" |
*
* @param {Events_List_SubscribeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_subscribe = /** @type {((inputs?: Events_List_SubscribeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_SubscribeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_list_subscribe(inputs)
	return en_events_list_subscribe(inputs)
});