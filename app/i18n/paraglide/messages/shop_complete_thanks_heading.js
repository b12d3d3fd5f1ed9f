/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Thanks_HeadingInputs */

const en_shop_complete_thanks_heading = /** @type {(inputs: Shop_Complete_Thanks_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your order!`)
};

const de_shop_complete_thanks_heading = /** @type {(inputs: Shop_Complete_Thanks_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke für deine Bestellung!`)
};

/**
* | output |
* | --- |
* | "Thank you for your order!" |
*
* @param {Shop_Complete_Thanks_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_thanks_heading = /** @type {((inputs?: Shop_Complete_Thanks_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Thanks_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_thanks_heading(inputs)
	return en_shop_complete_thanks_heading(inputs)
});