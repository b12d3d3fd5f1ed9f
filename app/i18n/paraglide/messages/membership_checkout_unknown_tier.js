/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_Unknown_TierInputs */

const en_membership_checkout_unknown_tier = /** @type {(inputs: Membership_Checkout_Unknown_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That membership does not exist. Choose one of the memberships on the Join page.`)
};

const de_membership_checkout_unknown_tier = /** @type {(inputs: Membership_Checkout_Unknown_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Mitgliedschaft gibt es nicht. Wähle eine der Mitgliedschaften auf der Seite „Mitglied werden“.`)
};

/**
* | output |
* | --- |
* | "That membership does not exist. Choose one of the memberships on the Join page." |
*
* @param {Membership_Checkout_Unknown_TierInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_unknown_tier = /** @type {((inputs?: Membership_Checkout_Unknown_TierInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Unknown_TierInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_unknown_tier(inputs)
	return en_membership_checkout_unknown_tier(inputs)
});