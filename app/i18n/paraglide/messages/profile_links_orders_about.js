/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Links_Orders_AboutInputs */

const en_profile_links_orders_about = /** @type {(inputs: Profile_Links_Orders_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your orders and where they are.`)
};

const de_profile_links_orders_about = /** @type {(inputs: Profile_Links_Orders_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Bestellungen und wo sie gerade sind.`)
};

/**
* | output |
* | --- |
* | "Your orders and where they are." |
*
* @param {Profile_Links_Orders_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_links_orders_about = /** @type {((inputs?: Profile_Links_Orders_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Links_Orders_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_links_orders_about(inputs)
	return en_profile_links_orders_about(inputs)
});