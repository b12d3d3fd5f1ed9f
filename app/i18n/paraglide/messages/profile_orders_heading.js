/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Orders_HeadingInputs */

const en_profile_orders_heading = /** @type {(inputs: Profile_Orders_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent Orders`)
};

const de_profile_orders_heading = /** @type {(inputs: Profile_Orders_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Bestellungen`)
};

/**
* | output |
* | --- |
* | "Recent Orders" |
*
* @param {Profile_Orders_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_orders_heading = /** @type {((inputs?: Profile_Orders_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Orders_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_orders_heading(inputs)
	return en_profile_orders_heading(inputs)
});