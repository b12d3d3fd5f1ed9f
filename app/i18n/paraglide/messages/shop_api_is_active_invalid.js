/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Api_Is_Active_InvalidInputs */

const en_shop_api_is_active_invalid = /** @type {(inputs: Shop_Api_Is_Active_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`isActive must be true or false`)
};

const de_shop_api_is_active_invalid = /** @type {(inputs: Shop_Api_Is_Active_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`isActive muss true oder false sein`)
};

/**
* | output |
* | --- |
* | "isActive must be true or false" |
*
* @param {Shop_Api_Is_Active_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_api_is_active_invalid = /** @type {((inputs?: Shop_Api_Is_Active_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Api_Is_Active_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_api_is_active_invalid(inputs)
	return en_shop_api_is_active_invalid(inputs)
});