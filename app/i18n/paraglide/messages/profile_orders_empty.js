/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Orders_EmptyInputs */

const en_profile_orders_empty = /** @type {(inputs: Profile_Orders_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No recent orders.`)
};

const de_profile_orders_empty = /** @type {(inputs: Profile_Orders_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bestellungen in letzter Zeit.`)
};

/**
* | output |
* | --- |
* | "No recent orders." |
*
* @param {Profile_Orders_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_orders_empty = /** @type {((inputs?: Profile_Orders_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Orders_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_orders_empty(inputs)
	return en_profile_orders_empty(inputs)
});