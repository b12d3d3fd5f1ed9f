/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Awaiting_CardInputs */

const en_shop_complete_awaiting_card = /** @type {(inputs: Shop_Complete_Awaiting_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not paid yet. If you left Stripe's page before paying, continue to payment below; once Stripe confirms a payment, your confirmation email follows.`)
};

const de_shop_complete_awaiting_card = /** @type {(inputs: Shop_Complete_Awaiting_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht bezahlt. Wenn du die Seite von Stripe vor dem Bezahlen verlassen hast, geht es unten weiter zur Zahlung; sobald Stripe eine Zahlung bestätigt, bekommst du deine Bestätigung per E-Mail.`)
};

/**
* | output |
* | --- |
* | "Not paid yet. If you left Stripe's page before paying, continue to payment below; once Stripe confirms a payment, your confirmation email follows." |
*
* @param {Shop_Complete_Awaiting_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_awaiting_card = /** @type {((inputs?: Shop_Complete_Awaiting_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Awaiting_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_awaiting_card(inputs)
	return en_shop_complete_awaiting_card(inputs)
});