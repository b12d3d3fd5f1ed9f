/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Orders_NoneInputs */

const en_profile_orders_none = /** @type {(inputs: Profile_Orders_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No orders found`)
};

const de_profile_orders_none = /** @type {(inputs: Profile_Orders_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bestellungen gefunden`)
};

/**
* | output |
* | --- |
* | "No orders found" |
*
* @param {Profile_Orders_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_orders_none = /** @type {((inputs?: Profile_Orders_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Orders_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_orders_none(inputs)
	return en_profile_orders_none(inputs)
});