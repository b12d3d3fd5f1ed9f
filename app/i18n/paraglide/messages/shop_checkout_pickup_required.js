/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Pickup_RequiredInputs */

const en_shop_checkout_pickup_required = /** @type {(inputs: Shop_Checkout_Pickup_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the event where you will pick up your order`)
};

const de_shop_checkout_pickup_required = /** @type {(inputs: Shop_Checkout_Pickup_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähl den Termin, bei dem du deine Bestellung abholst`)
};

/**
* | output |
* | --- |
* | "Choose the event where you will pick up your order" |
*
* @param {Shop_Checkout_Pickup_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pickup_required = /** @type {((inputs?: Shop_Checkout_Pickup_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pickup_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_pickup_required(inputs)
	return en_shop_checkout_pickup_required(inputs)
});