/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Lifetime_IntroInputs */

const en_membership_admin_lifetime_intro = /** @type {(inputs: Membership_Admin_Lifetime_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No expiry and no more billing: any running subscription is cancelled (at Stripe too).`)
};

const de_membership_admin_lifetime_intro = /** @type {(inputs: Membership_Admin_Lifetime_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Ablauf und keine Abbuchungen mehr: Laufende Abos werden gekündigt (auch bei Stripe).`)
};

/**
* | output |
* | --- |
* | "No expiry and no more billing: any running subscription is cancelled (at Stripe too)." |
*
* @param {Membership_Admin_Lifetime_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_lifetime_intro = /** @type {((inputs?: Membership_Admin_Lifetime_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Lifetime_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_lifetime_intro(inputs)
	return en_membership_admin_lifetime_intro(inputs)
});