/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Endpoint_UnresolvableInputs */

const en_push_endpoint_unresolvable = /** @type {(inputs: Push_Endpoint_UnresolvableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The push service's address could not be found. Try again later.`)
};

const de_push_endpoint_unresolvable = /** @type {(inputs: Push_Endpoint_UnresolvableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Adresse des Push-Dienstes wurde nicht gefunden. Versuch es später noch einmal.`)
};

/**
* | output |
* | --- |
* | "The push service's address could not be found. Try again later." |
*
* @param {Push_Endpoint_UnresolvableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_endpoint_unresolvable = /** @type {((inputs?: Push_Endpoint_UnresolvableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Endpoint_UnresolvableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_endpoint_unresolvable(inputs)
	return en_push_endpoint_unresolvable(inputs)
});