/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Api_Body_ObjectInputs */

const en_tickets_api_body_object = /** @type {(inputs: Tickets_Api_Body_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body must be a JSON object`)
};

const de_tickets_api_body_object = /** @type {(inputs: Tickets_Api_Body_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Request-Body muss ein JSON-Objekt sein`)
};

/**
* | output |
* | --- |
* | "The request body must be a JSON object" |
*
* @param {Tickets_Api_Body_ObjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_body_object = /** @type {((inputs?: Tickets_Api_Body_ObjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Body_ObjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_api_body_object(inputs)
	return en_tickets_api_body_object(inputs)
});