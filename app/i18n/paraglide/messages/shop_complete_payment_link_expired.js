/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_Payment_Link_ExpiredInputs */

const en_shop_complete_payment_link_expired = /** @type {(inputs: Shop_Complete_Payment_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment link has expired, so the order will be cancelled. Please check out again.`)
};

const de_shop_complete_payment_link_expired = /** @type {(inputs: Shop_Complete_Payment_Link_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Zahlungslink ist abgelaufen, deshalb wird die Bestellung storniert. Bitte bestell noch einmal.`)
};

/**
* | output |
* | --- |
* | "This payment link has expired, so the order will be cancelled. Please check out again." |
*
* @param {Shop_Complete_Payment_Link_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_payment_link_expired = /** @type {((inputs?: Shop_Complete_Payment_Link_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_Payment_Link_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_payment_link_expired(inputs)
	return en_shop_complete_payment_link_expired(inputs)
});