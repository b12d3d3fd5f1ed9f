/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Orders_Follow_GuestInputs */

const en_mail_orders_follow_guest = /** @type {(inputs: Mail_Orders_Follow_GuestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in with this email address at ${i?.url} to follow your order.`)
};

const de_mail_orders_follow_guest = /** @type {(inputs: Mail_Orders_Follow_GuestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Melde dich mit dieser E-Mail-Adresse unter ${i?.url} an, um deine Bestellung zu verfolgen.`)
};

/**
* | output |
* | --- |
* | "Sign in with this email address at {url} to follow your order." |
*
* @param {Mail_Orders_Follow_GuestInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_follow_guest = /** @type {((inputs: Mail_Orders_Follow_GuestInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Follow_GuestInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_follow_guest(inputs)
	return en_mail_orders_follow_guest(inputs)
});