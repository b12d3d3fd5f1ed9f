/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Pod_Already_SubmittedInputs */

const en_shop_pod_already_submitted = /** @type {(inputs: Shop_Pod_Already_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order is already with Printify.`)
};

const de_shop_pod_already_submitted = /** @type {(inputs: Shop_Pod_Already_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestellung ist schon bei Printify.`)
};

/**
* | output |
* | --- |
* | "The order is already with Printify." |
*
* @param {Shop_Pod_Already_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_already_submitted = /** @type {((inputs?: Shop_Pod_Already_SubmittedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_Already_SubmittedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_pod_already_submitted(inputs)
	return en_shop_pod_already_submitted(inputs)
});