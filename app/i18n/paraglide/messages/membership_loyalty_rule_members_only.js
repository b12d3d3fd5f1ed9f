/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Loyalty_Rule_Members_OnlyInputs */

const en_membership_loyalty_rule_members_only = /** @type {(inputs: Membership_Loyalty_Rule_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only active and lifetime members have points.`)
};

const de_membership_loyalty_rule_members_only = /** @type {(inputs: Membership_Loyalty_Rule_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur aktive Mitglieder und Mitglieder auf Lebenszeit haben Punkte.`)
};

/**
* | output |
* | --- |
* | "Only active and lifetime members have points." |
*
* @param {Membership_Loyalty_Rule_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_rule_members_only = /** @type {((inputs?: Membership_Loyalty_Rule_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Rule_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_rule_members_only(inputs)
	return en_membership_loyalty_rule_members_only(inputs)
});