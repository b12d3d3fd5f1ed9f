/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Orders_BrowseInputs */

const en_profile_orders_browse = /** @type {(inputs: Profile_Orders_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse Shop`)
};

const de_profile_orders_browse = /** @type {(inputs: Profile_Orders_BrowseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Shop`)
};

/**
* | output |
* | --- |
* | "Browse Shop" |
*
* @param {Profile_Orders_BrowseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_orders_browse = /** @type {((inputs?: Profile_Orders_BrowseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Orders_BrowseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_orders_browse(inputs)
	return en_profile_orders_browse(inputs)
});