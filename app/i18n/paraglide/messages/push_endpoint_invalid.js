/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Endpoint_InvalidInputs */

const en_push_endpoint_invalid = /** @type {(inputs: Push_Endpoint_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a push subscription's address.`)
};

const de_push_endpoint_invalid = /** @type {(inputs: Push_Endpoint_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist nicht die Adresse eines Push-Abonnements.`)
};

/**
* | output |
* | --- |
* | "This is not a push subscription's address." |
*
* @param {Push_Endpoint_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_endpoint_invalid = /** @type {((inputs?: Push_Endpoint_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Endpoint_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_endpoint_invalid(inputs)
	return en_push_endpoint_invalid(inputs)
});