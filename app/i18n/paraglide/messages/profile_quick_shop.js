/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Quick_ShopInputs */

const en_profile_quick_shop = /** @type {(inputs: Profile_Quick_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop Merchandise`)
};

const de_profile_quick_shop = /** @type {(inputs: Profile_Quick_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Merch-Shop`)
};

/**
* | output |
* | --- |
* | "Shop Merchandise" |
*
* @param {Profile_Quick_ShopInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_quick_shop = /** @type {((inputs?: Profile_Quick_ShopInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Quick_ShopInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_quick_shop(inputs)
	return en_profile_quick_shop(inputs)
});