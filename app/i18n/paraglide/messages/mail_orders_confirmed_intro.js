/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, group: NonNullable<unknown> }} Mail_Orders_Confirmed_IntroInputs */

const en_mail_orders_confirmed_intro = /** @type {(inputs: Mail_Orders_Confirmed_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thanks for your order #${i?.number} with ${i?.group}.`)
};

const de_mail_orders_confirmed_intro = /** @type {(inputs: Mail_Orders_Confirmed_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Danke für deine Bestellung #${i?.number} bei ${i?.group}.`)
};

/**
* | output |
* | --- |
* | "Thanks for your order #{number} with {group}." |
*
* @param {Mail_Orders_Confirmed_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_confirmed_intro = /** @type {((inputs: Mail_Orders_Confirmed_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Confirmed_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_confirmed_intro(inputs)
	return en_mail_orders_confirmed_intro(inputs)
});