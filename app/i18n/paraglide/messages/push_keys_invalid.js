/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Push_Keys_InvalidInputs */

const en_push_keys_invalid = /** @type {(inputs: Push_Keys_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The subscription's keys are missing or not valid.`)
};

const de_push_keys_invalid = /** @type {(inputs: Push_Keys_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schlüssel des Abonnements fehlen oder sind ungültig.`)
};

/**
* | output |
* | --- |
* | "The subscription's keys are missing or not valid." |
*
* @param {Push_Keys_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const push_keys_invalid = /** @type {((inputs?: Push_Keys_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Keys_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_push_keys_invalid(inputs)
	return en_push_keys_invalid(inputs)
});