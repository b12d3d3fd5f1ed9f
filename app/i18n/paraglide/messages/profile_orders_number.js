/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Profile_Orders_NumberInputs */

const en_profile_orders_number = /** @type {(inputs: Profile_Orders_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number}`)
};

const de_profile_orders_number = /** @type {(inputs: Profile_Orders_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung Nr. ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Order #{number}" |
*
* @param {Profile_Orders_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_orders_number = /** @type {((inputs: Profile_Orders_NumberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Orders_NumberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_orders_number(inputs)
	return en_profile_orders_number(inputs)
});