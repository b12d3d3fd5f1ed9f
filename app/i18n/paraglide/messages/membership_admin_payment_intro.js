/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Payment_IntroInputs */

const en_membership_admin_payment_intro = /** @type {(inputs: Membership_Admin_Payment_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash at the stand, a bank transfer: activates the membership for a year (or extends it).`)
};

const de_membership_admin_payment_intro = /** @type {(inputs: Membership_Admin_Payment_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bar am Stand, per Überweisung: aktiviert die Mitgliedschaft für ein Jahr (oder verlängert sie).`)
};

/**
* | output |
* | --- |
* | "Cash at the stand, a bank transfer: activates the membership for a year (or extends it)." |
*
* @param {Membership_Admin_Payment_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_payment_intro = /** @type {((inputs?: Membership_Admin_Payment_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Payment_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_payment_intro(inputs)
	return en_membership_admin_payment_intro(inputs)
});