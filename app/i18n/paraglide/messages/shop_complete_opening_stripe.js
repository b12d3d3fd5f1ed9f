/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Opening_StripeInputs */

const en_shop_complete_opening_stripe = /** @type {(inputs: Shop_Complete_Opening_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening Stripe...`)
};

const de_shop_complete_opening_stripe = /** @type {(inputs: Shop_Complete_Opening_StripeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stripe wird geöffnet …`)
};

/**
* | output |
* | --- |
* | "Opening Stripe..." |
*
* @param {Shop_Complete_Opening_StripeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_opening_stripe = /** @type {((inputs?: Shop_Complete_Opening_StripeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Opening_StripeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_opening_stripe(inputs)
	return en_shop_complete_opening_stripe(inputs)
});