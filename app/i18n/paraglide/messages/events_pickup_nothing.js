/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_NothingInputs */

const en_events_pickup_nothing = /** @type {(inputs: Events_Pickup_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an order to mark collected.`)
};

const de_events_pickup_nothing = /** @type {(inputs: Events_Pickup_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Bestellung, die abgeholt wurde.`)
};

/**
* | output |
* | --- |
* | "Choose an order to mark collected." |
*
* @param {Events_Pickup_NothingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_nothing = /** @type {((inputs?: Events_Pickup_NothingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_NothingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_nothing(inputs)
	return en_events_pickup_nothing(inputs)
});