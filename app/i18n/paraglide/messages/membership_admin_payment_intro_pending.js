/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Payment_Intro_PendingInputs */

const en_membership_admin_payment_intro_pending = /** @type {(inputs: Membership_Admin_Payment_Intro_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash at the stand, a bank transfer: activates the membership for a year (or extends it) and marks the waiting order paid.`)
};

const de_membership_admin_payment_intro_pending = /** @type {(inputs: Membership_Admin_Payment_Intro_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bar am Stand, per Überweisung: aktiviert die Mitgliedschaft für ein Jahr (oder verlängert sie) und markiert die offene Bestellung als bezahlt.`)
};

/**
* | output |
* | --- |
* | "Cash at the stand, a bank transfer: activates the membership for a year (or extends it) and marks the waiting order paid." |
*
* @param {Membership_Admin_Payment_Intro_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_payment_intro_pending = /** @type {((inputs?: Membership_Admin_Payment_Intro_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Payment_Intro_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_payment_intro_pending(inputs)
	return en_membership_admin_payment_intro_pending(inputs)
});