/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_TitleInputs */

const en_shop_complete_title = /** @type {(inputs: Shop_Complete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order placed`)
};

const de_shop_complete_title = /** @type {(inputs: Shop_Complete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung aufgegeben`)
};

/**
* | output |
* | --- |
* | "Order placed" |
*
* @param {Shop_Complete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_title = /** @type {((inputs?: Shop_Complete_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_title(inputs)
	return en_shop_complete_title(inputs)
});