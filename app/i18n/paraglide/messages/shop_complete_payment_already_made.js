/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Payment_Already_MadeInputs */

const en_shop_complete_payment_already_made = /** @type {(inputs: Shop_Complete_Payment_Already_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe has your payment. This page shows the order as paid as soon as Stripe confirms it.`)
};

const de_shop_complete_payment_already_made = /** @type {(inputs: Shop_Complete_Payment_Already_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe hat deine Zahlung. Diese Seite zeigt die Bestellung als bezahlt, sobald Stripe sie bestätigt.`)
};

/**
* | output |
* | --- |
* | "Stripe has your payment. This page shows the order as paid as soon as Stripe confirms it." |
*
* @param {Shop_Complete_Payment_Already_MadeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_payment_already_made = /** @type {((inputs?: Shop_Complete_Payment_Already_MadeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Payment_Already_MadeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_payment_already_made(inputs)
	return en_shop_complete_payment_already_made(inputs)
});