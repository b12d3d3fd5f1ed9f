/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Pay_LaterInputs */

const en_shop_checkout_pay_later = /** @type {(inputs: Shop_Checkout_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You pay at pickup or on invoice: no card needed now.`)
};

const de_shop_checkout_pay_later = /** @type {(inputs: Shop_Checkout_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bezahlst bei der Abholung oder auf Rechnung: jetzt brauchst du keine Karte.`)
};

/**
* | output |
* | --- |
* | "You pay at pickup or on invoice: no card needed now." |
*
* @param {Shop_Checkout_Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pay_later = /** @type {((inputs?: Shop_Checkout_Pay_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pay_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_pay_later(inputs)
	return en_shop_checkout_pay_later(inputs)
});