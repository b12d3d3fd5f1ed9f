/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Card_LifetimeInputs */

const en_membership_admin_card_lifetime = /** @type {(inputs: Membership_Admin_Card_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lifetime membership`)
};

const de_membership_admin_card_lifetime = /** @type {(inputs: Membership_Admin_Card_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft auf Lebenszeit`)
};

/**
* | output |
* | --- |
* | "Lifetime membership" |
*
* @param {Membership_Admin_Card_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_card_lifetime = /** @type {((inputs?: Membership_Admin_Card_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Card_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_card_lifetime(inputs)
	return en_membership_admin_card_lifetime(inputs)
});