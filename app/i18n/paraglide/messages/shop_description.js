/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_DescriptionInputs */

const en_shop_description = /** @type {(inputs: Shop_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Official merchandise of the supporters group.`)
};

const de_shop_description = /** @type {(inputs: Shop_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offizielle Fanartikel des Fanclubs.`)
};

/**
* | output |
* | --- |
* | "Official merchandise of the supporters group." |
*
* @param {Shop_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_description = /** @type {((inputs?: Shop_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_description(inputs)
	return en_shop_description(inputs)
});