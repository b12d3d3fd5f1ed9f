/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_Next_Later_ActiveInputs */

const en_membership_checkout_next_later_active = /** @type {(inputs: Membership_Checkout_Next_Later_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card needed now: your membership is ordered and waits for payment, which you make in cash at our stand or by bank transfer. Once a committee member records your payment, your membership runs for one year from your current expiry date.`)
};

const de_membership_checkout_next_later_active = /** @type {(inputs: Membership_Checkout_Next_Later_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt ist keine Karte nötig: Deine Mitgliedschaft ist bestellt und wartet auf die Zahlung, bar an unserem Stand oder per Überweisung. Sobald jemand vom Vorstand deine Zahlung einträgt, läuft deine Mitgliedschaft ein Jahr ab deinem aktuellen Ablaufdatum.`)
};

/**
* | output |
* | --- |
* | "No card needed now: your membership is ordered and waits for payment, which you make in cash at our stand or by bank transfer. Once a committee member record..." |
*
* @param {Membership_Checkout_Next_Later_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_next_later_active = /** @type {((inputs?: Membership_Checkout_Next_Later_ActiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Next_Later_ActiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_next_later_active(inputs)
	return en_membership_checkout_next_later_active(inputs)
});