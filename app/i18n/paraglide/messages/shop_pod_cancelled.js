/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Pod_CancelledInputs */

const en_shop_pod_cancelled = /** @type {(inputs: Shop_Pod_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order is cancelled.`)
};

const de_shop_pod_cancelled = /** @type {(inputs: Shop_Pod_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestellung ist storniert.`)
};

/**
* | output |
* | --- |
* | "The order is cancelled." |
*
* @param {Shop_Pod_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_cancelled = /** @type {((inputs?: Shop_Pod_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_pod_cancelled(inputs)
	return en_shop_pod_cancelled(inputs)
});