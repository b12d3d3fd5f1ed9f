/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Pod_Not_PaidInputs */

const en_shop_pod_not_paid = /** @type {(inputs: Shop_Pod_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order is not paid yet, so it cannot be sent for printing.`)
};

const de_shop_pod_not_paid = /** @type {(inputs: Shop_Pod_Not_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestellung ist noch nicht bezahlt und kann deshalb nicht in den Druck gehen.`)
};

/**
* | output |
* | --- |
* | "The order is not paid yet, so it cannot be sent for printing." |
*
* @param {Shop_Pod_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_not_paid = /** @type {((inputs?: Shop_Pod_Not_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_Not_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_pod_not_paid(inputs)
	return en_shop_pod_not_paid(inputs)
});