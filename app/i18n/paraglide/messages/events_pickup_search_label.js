/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_Search_LabelInputs */

const en_events_pickup_search_label = /** @type {(inputs: Events_Pickup_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, Member ID, order number or email`)
};

const de_events_pickup_search_label = /** @type {(inputs: Events_Pickup_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, Mitgliedsnummer, Bestellnummer oder E-Mail`)
};

/**
* | output |
* | --- |
* | "Name, Member ID, order number or email" |
*
* @param {Events_Pickup_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_search_label = /** @type {((inputs?: Events_Pickup_Search_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Search_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_search_label(inputs)
	return en_events_pickup_search_label(inputs)
});