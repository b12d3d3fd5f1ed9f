/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Shop_Order_TrackInputs */

const en_shop_order_track = /** @type {(inputs: Shop_Order_TrackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Track ${i?.trackingNumber}`)
};

const de_shop_order_track = /** @type {(inputs: Shop_Order_TrackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sendung ${i?.trackingNumber} verfolgen`)
};

/**
* | output |
* | --- |
* | "Track {trackingNumber}" |
*
* @param {Shop_Order_TrackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_track = /** @type {((inputs: Shop_Order_TrackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_TrackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_track(inputs)
	return en_shop_order_track(inputs)
});