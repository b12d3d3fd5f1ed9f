/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_LifetimeInputs */

const en_membership_join_lifetime = /** @type {(inputs: Membership_Join_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are a Lifetime Member: your membership never expires, so there is nothing to buy. Thank you!`)
};

const de_membership_join_lifetime = /** @type {(inputs: Membership_Join_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist Mitglied auf Lebenszeit: Deine Mitgliedschaft läuft nie ab, hier gibt es also nichts zu kaufen. Danke!`)
};

/**
* | output |
* | --- |
* | "You are a Lifetime Member: your membership never expires, so there is nothing to buy. Thank you!" |
*
* @param {Membership_Join_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_lifetime = /** @type {((inputs?: Membership_Join_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_lifetime(inputs)
	return en_membership_join_lifetime(inputs)
});