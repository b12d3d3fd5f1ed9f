/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_Pickup_LinkInputs */

const en_events_page_pickup_link = /** @type {(inputs: Events_Page_Pickup_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the merch table`)
};

const de_events_page_pickup_link = /** @type {(inputs: Events_Page_Pickup_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abholung am Merch-Stand`)
};

/**
* | output |
* | --- |
* | "Pickup at the merch table" |
*
* @param {Events_Page_Pickup_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_pickup_link = /** @type {((inputs?: Events_Page_Pickup_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Pickup_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_pickup_link(inputs)
	return en_events_page_pickup_link(inputs)
});