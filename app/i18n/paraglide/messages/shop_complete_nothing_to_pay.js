/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Nothing_To_PayInputs */

const en_shop_complete_nothing_to_pay = /** @type {(inputs: Shop_Complete_Nothing_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order has nothing left to pay.`)
};

const de_shop_complete_nothing_to_pay = /** @type {(inputs: Shop_Complete_Nothing_To_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese Bestellung ist nichts mehr zu bezahlen.`)
};

/**
* | output |
* | --- |
* | "This order has nothing left to pay." |
*
* @param {Shop_Complete_Nothing_To_PayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_nothing_to_pay = /** @type {((inputs?: Shop_Complete_Nothing_To_PayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Nothing_To_PayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_nothing_to_pay(inputs)
	return en_shop_complete_nothing_to_pay(inputs)
});