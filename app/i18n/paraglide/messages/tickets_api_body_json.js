/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Api_Body_JsonInputs */

const en_tickets_api_body_json = /** @type {(inputs: Tickets_Api_Body_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body must be JSON`)
};

const de_tickets_api_body_json = /** @type {(inputs: Tickets_Api_Body_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Request-Body muss JSON sein`)
};

/**
* | output |
* | --- |
* | "The request body must be JSON" |
*
* @param {Tickets_Api_Body_JsonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_body_json = /** @type {((inputs?: Tickets_Api_Body_JsonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Body_JsonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_api_body_json(inputs)
	return en_tickets_api_body_json(inputs)
});