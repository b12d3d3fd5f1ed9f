/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Orders_Cancelled_RefundInputs */

const en_mail_orders_cancelled_refund = /** @type {(inputs: Mail_Orders_Cancelled_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment will be refunded to the card you paid with.`)
};

const de_mail_orders_cancelled_refund = /** @type {(inputs: Mail_Orders_Cancelled_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Zahlung wird auf die Karte zurückerstattet, mit der du bezahlt hast.`)
};

/**
* | output |
* | --- |
* | "Your payment will be refunded to the card you paid with." |
*
* @param {Mail_Orders_Cancelled_RefundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_cancelled_refund = /** @type {((inputs?: Mail_Orders_Cancelled_RefundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Cancelled_RefundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_cancelled_refund(inputs)
	return en_mail_orders_cancelled_refund(inputs)
});