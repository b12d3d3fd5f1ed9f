/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_Search_FormInputs */

const en_events_pickup_search_form = /** @type {(inputs: Events_Pickup_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search orders`)
};

const de_events_pickup_search_form = /** @type {(inputs: Events_Pickup_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen suchen`)
};

/**
* | output |
* | --- |
* | "Search orders" |
*
* @param {Events_Pickup_Search_FormInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_search_form = /** @type {((inputs?: Events_Pickup_Search_FormInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Search_FormInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_search_form(inputs)
	return en_events_pickup_search_form(inputs)
});