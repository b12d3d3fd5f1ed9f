/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_Next_Card_ActiveInputs */

const en_membership_checkout_next_card_active = /** @type {(inputs: Membership_Checkout_Next_Card_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying now adds a year from your current expiry date.`)
};

const de_membership_checkout_next_card_active = /** @type {(inputs: Membership_Checkout_Next_Card_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn du jetzt zahlst, kommt ein Jahr ab deinem aktuellen Ablaufdatum dazu.`)
};

/**
* | output |
* | --- |
* | "Paying now adds a year from your current expiry date." |
*
* @param {Membership_Checkout_Next_Card_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_next_card_active = /** @type {((inputs?: Membership_Checkout_Next_Card_ActiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Next_Card_ActiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_next_card_active(inputs)
	return en_membership_checkout_next_card_active(inputs)
});