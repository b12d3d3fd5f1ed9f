/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_No_Pickup_EventsInputs */

const en_shop_checkout_no_pickup_events = /** @type {(inputs: Shop_Checkout_No_Pickup_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no upcoming event to pick up at yet. Please check back once the next event is announced.`)
};

const de_shop_checkout_no_pickup_events = /** @type {(inputs: Shop_Checkout_No_Pickup_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt noch keinen kommenden Termin zur Abholung. Schau wieder vorbei, sobald der nächste Termin angekündigt ist.`)
};

/**
* | output |
* | --- |
* | "There is no upcoming event to pick up at yet. Please check back once the next event is announced." |
*
* @param {Shop_Checkout_No_Pickup_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_no_pickup_events = /** @type {((inputs?: Shop_Checkout_No_Pickup_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_No_Pickup_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_no_pickup_events(inputs)
	return en_shop_checkout_no_pickup_events(inputs)
});