/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Payment_Card_TerminalInputs */

const en_membership_payment_card_terminal = /** @type {(inputs: Membership_Payment_Card_TerminalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card terminal`)
};

const de_membership_payment_card_terminal = /** @type {(inputs: Membership_Payment_Card_TerminalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kartenterminal`)
};

/**
* | output |
* | --- |
* | "Card terminal" |
*
* @param {Membership_Payment_Card_TerminalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_payment_card_terminal = /** @type {((inputs?: Membership_Payment_Card_TerminalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Payment_Card_TerminalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_payment_card_terminal(inputs)
	return en_membership_payment_card_terminal(inputs)
});