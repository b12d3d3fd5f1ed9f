/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_TaglineInputs */

const en_shop_tagline = /** @type {(inputs: Shop_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wear the colours. Every purchase funds the group.`)
};

const de_shop_tagline = /** @type {(inputs: Shop_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trag die Farben. Jeder Kauf unterstützt den Fanclub.`)
};

/**
* | output |
* | --- |
* | "Wear the colours. Every purchase funds the group." |
*
* @param {Shop_TaglineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_tagline = /** @type {((inputs?: Shop_TaglineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_TaglineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_tagline(inputs)
	return en_shop_tagline(inputs)
});