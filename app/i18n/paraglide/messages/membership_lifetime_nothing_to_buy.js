/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Lifetime_Nothing_To_BuyInputs */

const en_membership_lifetime_nothing_to_buy = /** @type {(inputs: Membership_Lifetime_Nothing_To_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are a lifetime member: there is nothing to buy.`)
};

const de_membership_lifetime_nothing_to_buy = /** @type {(inputs: Membership_Lifetime_Nothing_To_BuyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist Mitglied auf Lebenszeit: Hier gibt es nichts zu kaufen.`)
};

/**
* | output |
* | --- |
* | "You are a lifetime member: there is nothing to buy." |
*
* @param {Membership_Lifetime_Nothing_To_BuyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_lifetime_nothing_to_buy = /** @type {((inputs?: Membership_Lifetime_Nothing_To_BuyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Lifetime_Nothing_To_BuyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_lifetime_nothing_to_buy(inputs)
	return en_membership_lifetime_nothing_to_buy(inputs)
});