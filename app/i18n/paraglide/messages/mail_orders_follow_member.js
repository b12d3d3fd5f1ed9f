/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Orders_Follow_MemberInputs */

const en_mail_orders_follow_member = /** @type {(inputs: Mail_Orders_Follow_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow your order at ${i?.url}.`)
};

const de_mail_orders_follow_member = /** @type {(inputs: Mail_Orders_Follow_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung verfolgen: ${i?.url}.`)
};

/**
* | output |
* | --- |
* | "Follow your order at {url}." |
*
* @param {Mail_Orders_Follow_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_follow_member = /** @type {((inputs: Mail_Orders_Follow_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Follow_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_follow_member(inputs)
	return en_mail_orders_follow_member(inputs)
});