/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Pay_LaterInputs */

const en_shop_complete_pay_later = /** @type {(inputs: Shop_Complete_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay at pickup / on invoice: nothing to pay now.`)
};

const de_shop_complete_pay_later = /** @type {(inputs: Shop_Complete_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung bei Abholung / auf Rechnung: jetzt ist nichts zu bezahlen.`)
};

/**
* | output |
* | --- |
* | "Pay at pickup / on invoice: nothing to pay now." |
*
* @param {Shop_Complete_Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_pay_later = /** @type {((inputs?: Shop_Complete_Pay_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Pay_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_pay_later(inputs)
	return en_shop_complete_pay_later(inputs)
});