/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Pickup_HintInputs */

const en_shop_checkout_pickup_hint = /** @type {(inputs: Shop_Checkout_Pickup_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event-pickup items are handed out at the merch table of the event you choose.`)
};

const de_shop_checkout_pickup_hint = /** @type {(inputs: Shop_Checkout_Pickup_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikel zur Abholung bekommst du am Merch-Stand des Termins, den du auswählst.`)
};

/**
* | output |
* | --- |
* | "Event-pickup items are handed out at the merch table of the event you choose." |
*
* @param {Shop_Checkout_Pickup_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pickup_hint = /** @type {((inputs?: Shop_Checkout_Pickup_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pickup_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_pickup_hint(inputs)
	return en_shop_checkout_pickup_hint(inputs)
});