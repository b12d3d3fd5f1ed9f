/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, location: NonNullable<unknown> }} Shop_Complete_PickupInputs */

const en_shop_complete_pickup = /** @type {(inputs: Shop_Complete_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pick up at ${i?.event}, ${i?.when}${i?.location}.`)
};

const de_shop_complete_pickup = /** @type {(inputs: Shop_Complete_PickupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abholung bei ${i?.event}, ${i?.when}${i?.location}.`)
};

/**
* | output |
* | --- |
* | "Pick up at {event}, {when}{location}." |
*
* @param {Shop_Complete_PickupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_pickup = /** @type {((inputs: Shop_Complete_PickupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_PickupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_pickup(inputs)
	return en_shop_complete_pickup(inputs)
});