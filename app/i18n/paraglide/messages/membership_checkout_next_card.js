/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_Next_CardInputs */

const en_membership_checkout_next_card = /** @type {(inputs: Membership_Checkout_Next_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You pay by card on Stripe's secure page; your card details never reach our site. The membership renews every year until you cancel, which you can do from your profile at any time.`)
};

const de_membership_checkout_next_card = /** @type {(inputs: Membership_Checkout_Next_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du zahlst per Karte auf der sicheren Seite von Stripe; deine Kartendaten erreichen unsere Seite nie. Die Mitgliedschaft verlängert sich jedes Jahr, bis du kündigst – das geht jederzeit in deinem Profil.`)
};

/**
* | output |
* | --- |
* | "You pay by card on Stripe's secure page; your card details never reach our site. The membership renews every year until you cancel, which you can do from you..." |
*
* @param {Membership_Checkout_Next_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_next_card = /** @type {((inputs?: Membership_Checkout_Next_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Next_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_next_card(inputs)
	return en_membership_checkout_next_card(inputs)
});