/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Fulfillment_PickupInputs */

const en_shop_fulfillment_pickup = /** @type {(inputs: Shop_Fulfillment_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event Pickup`)
};

const de_shop_fulfillment_pickup = /** @type {(inputs: Shop_Fulfillment_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abholung beim Termin`)
};

/**
* | output |
* | --- |
* | "Event Pickup" |
*
* @param {Shop_Fulfillment_PickupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_fulfillment_pickup = /** @type {((inputs?: Shop_Fulfillment_PickupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Fulfillment_PickupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_fulfillment_pickup(inputs)
	return en_shop_fulfillment_pickup(inputs)
});