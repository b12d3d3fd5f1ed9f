/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, price: NonNullable<unknown>, status: NonNullable<unknown> }} Membership_Complete_WaitingInputs */

const en_membership_complete_waiting = /** @type {(inputs: Membership_Complete_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.tier} membership (${i?.price} per year) is ordered. It becomes active for one year once we have your payment; your status shows ${i?.status} until then.`)
};

const de_membership_complete_waiting = /** @type {(inputs: Membership_Complete_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft „${i?.tier}“ (${i?.price} pro Jahr) ist bestellt. Sie wird für ein Jahr aktiv, sobald deine Zahlung bei uns ist; bis dahin steht dein Status auf „${i?.status}“.`)
};

/**
* | output |
* | --- |
* | "Your {tier} membership ({price} per year) is ordered. It becomes active for one year once we have your payment; your status shows {status} until then." |
*
* @param {Membership_Complete_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_waiting = /** @type {((inputs: Membership_Complete_WaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_WaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_waiting(inputs)
	return en_membership_complete_waiting(inputs)
});