/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, price: NonNullable<unknown> }} Membership_Complete_ConfirmingInputs */

const en_membership_complete_confirming = /** @type {(inputs: Membership_Complete_ConfirmingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stripe is confirming your payment for the ${i?.tier} membership (${i?.price} per year). Your membership becomes active as soon as it does; we email you then.`)
};

const de_membership_complete_confirming = /** @type {(inputs: Membership_Complete_ConfirmingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stripe bestätigt gerade deine Zahlung für die Mitgliedschaft „${i?.tier}“ (${i?.price} pro Jahr). Sobald das passiert ist, wird deine Mitgliedschaft aktiv; wir schicken dir dann eine E-Mail.`)
};

/**
* | output |
* | --- |
* | "Stripe is confirming your payment for the {tier} membership ({price} per year). Your membership becomes active as soon as it does; we email you then." |
*
* @param {Membership_Complete_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_confirming = /** @type {((inputs: Membership_Complete_ConfirmingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_ConfirmingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_confirming(inputs)
	return en_membership_complete_confirming(inputs)
});