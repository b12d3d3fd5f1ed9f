/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Events_Pickup_Pay_LaterInputs */

const en_events_pickup_pay_later = /** @type {(inputs: Events_Pickup_Pay_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To pay at the table: ${i?.amount}`)
};

const de_events_pickup_pay_later = /** @type {(inputs: Events_Pickup_Pay_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Am Stand zu zahlen: ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "To pay at the table: {amount}" |
*
* @param {Events_Pickup_Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_pay_later = /** @type {((inputs: Events_Pickup_Pay_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Pay_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_pay_later(inputs)
	return en_events_pickup_pay_later(inputs)
});