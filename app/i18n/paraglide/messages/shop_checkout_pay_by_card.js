/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Pay_By_CardInputs */

const en_shop_checkout_pay_by_card = /** @type {(inputs: Shop_Checkout_Pay_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will pay by card on Stripe's secure page; your card details never reach our site.`)
};

const de_shop_checkout_pay_by_card = /** @type {(inputs: Shop_Checkout_Pay_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bezahlst mit Karte auf der sicheren Seite von Stripe; deine Kartendaten erreichen unsere Seite nie.`)
};

/**
* | output |
* | --- |
* | "You will pay by card on Stripe's secure page; your card details never reach our site." |
*
* @param {Shop_Checkout_Pay_By_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_pay_by_card = /** @type {((inputs?: Shop_Checkout_Pay_By_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Pay_By_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_pay_by_card(inputs)
	return en_shop_checkout_pay_by_card(inputs)
});