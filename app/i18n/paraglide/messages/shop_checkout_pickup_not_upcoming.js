/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Pickup_Not_UpcomingInputs */

const en_shop_checkout_pickup_not_upcoming = /** @type {(inputs: Shop_Checkout_Pickup_Not_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That event is not an upcoming event any more. Choose another one.`)
};

const de_shop_checkout_pickup_not_upcoming = /** @type {(inputs: Shop_Checkout_Pickup_Not_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Termin liegt nicht mehr in der Zukunft. Wähl einen anderen.`)
};

/**
* | output |
* | --- |
* | "That event is not an upcoming event any more. Choose another one." |
*
* @param {Shop_Checkout_Pickup_Not_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pickup_not_upcoming = /** @type {((inputs?: Shop_Checkout_Pickup_Not_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pickup_Not_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_pickup_not_upcoming(inputs)
	return en_shop_checkout_pickup_not_upcoming(inputs)
});