/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Pickup_Not_OfferedInputs */

const en_shop_checkout_pickup_not_offered = /** @type {(inputs: Shop_Checkout_Pickup_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order cannot be collected at that event: choose one from the list.`)
};

const de_shop_checkout_pickup_not_offered = /** @type {(inputs: Shop_Checkout_Pickup_Not_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bestellung kann bei diesem Termin nicht abgeholt werden: wähl einen aus der Liste.`)
};

/**
* | output |
* | --- |
* | "Your order cannot be collected at that event: choose one from the list." |
*
* @param {Shop_Checkout_Pickup_Not_OfferedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pickup_not_offered = /** @type {((inputs?: Shop_Checkout_Pickup_Not_OfferedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pickup_Not_OfferedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_pickup_not_offered(inputs)
	return en_shop_checkout_pickup_not_offered(inputs)
});