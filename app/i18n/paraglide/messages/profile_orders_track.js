/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Orders_TrackInputs */

const en_profile_orders_track = /** @type {(inputs: Profile_Orders_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track orders`)
};

const de_profile_orders_track = /** @type {(inputs: Profile_Orders_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellungen verfolgen`)
};

/**
* | output |
* | --- |
* | "Track orders" |
*
* @param {Profile_Orders_TrackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_orders_track = /** @type {((inputs?: Profile_Orders_TrackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Orders_TrackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_orders_track(inputs)
	return en_profile_orders_track(inputs)
});