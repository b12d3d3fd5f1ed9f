/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_Next_LaterInputs */

const en_membership_checkout_next_later = /** @type {(inputs: Membership_Checkout_Next_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card needed now: your membership is ordered and waits for payment, which you make in cash at our stand or by bank transfer. Once a committee member records your payment, your membership runs for one year.`)
};

const de_membership_checkout_next_later = /** @type {(inputs: Membership_Checkout_Next_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt ist keine Karte nötig: Deine Mitgliedschaft ist bestellt und wartet auf die Zahlung, bar an unserem Stand oder per Überweisung. Sobald jemand vom Vorstand deine Zahlung einträgt, läuft deine Mitgliedschaft ein Jahr.`)
};

/**
* | output |
* | --- |
* | "No card needed now: your membership is ordered and waits for payment, which you make in cash at our stand or by bank transfer. Once a committee member record..." |
*
* @param {Membership_Checkout_Next_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_next_later = /** @type {((inputs?: Membership_Checkout_Next_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Next_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_next_later(inputs)
	return en_membership_checkout_next_later(inputs)
});