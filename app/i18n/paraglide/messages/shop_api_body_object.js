/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Api_Body_ObjectInputs */

const en_shop_api_body_object = /** @type {(inputs: Shop_Api_Body_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body must be a JSON object`)
};

const de_shop_api_body_object = /** @type {(inputs: Shop_Api_Body_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Inhalt der Anfrage muss ein JSON-Objekt sein`)
};

/**
* | output |
* | --- |
* | "The request body must be a JSON object" |
*
* @param {Shop_Api_Body_ObjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_api_body_object = /** @type {((inputs?: Shop_Api_Body_ObjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Api_Body_ObjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_api_body_object(inputs)
	return en_shop_api_body_object(inputs)
});