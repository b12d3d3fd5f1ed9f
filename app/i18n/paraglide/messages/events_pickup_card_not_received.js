/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_Card_Not_ReceivedInputs */

const en_events_pickup_card_not_received = /** @type {(inputs: Events_Pickup_Card_Not_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card payment not received`)
};

const de_events_pickup_card_not_received = /** @type {(inputs: Events_Pickup_Card_Not_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kartenzahlung nicht eingegangen`)
};

/**
* | output |
* | --- |
* | "Card payment not received" |
*
* @param {Events_Pickup_Card_Not_ReceivedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_card_not_received = /** @type {((inputs?: Events_Pickup_Card_Not_ReceivedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Card_Not_ReceivedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_card_not_received(inputs)
	return en_events_pickup_card_not_received(inputs)
});