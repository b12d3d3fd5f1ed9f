/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Use_Grant_LifetimeInputs */

const en_membership_admin_use_grant_lifetime = /** @type {(inputs: Membership_Admin_Use_Grant_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use Grant lifetime membership to make this member lifetime: it also closes their subscriptions and cancels them at Stripe.`)
};

const de_membership_admin_use_grant_lifetime = /** @type {(inputs: Membership_Admin_Use_Grant_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutze „Lebenslange Mitgliedschaft vergeben“, um dieses Mitglied lebenslang zu machen: Das beendet auch die Abos und kündigt sie bei Stripe.`)
};

/**
* | output |
* | --- |
* | "Use Grant lifetime membership to make this member lifetime: it also closes their subscriptions and cancels them at Stripe." |
*
* @param {Membership_Admin_Use_Grant_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_use_grant_lifetime = /** @type {((inputs?: Membership_Admin_Use_Grant_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Use_Grant_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_use_grant_lifetime(inputs)
	return en_membership_admin_use_grant_lifetime(inputs)
});