/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Family_Not_MemberInputs */

const en_membership_family_not_member = /** @type {(inputs: Membership_Family_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only active members have a household. Renew your membership to add family members.`)
};

const de_membership_family_not_member = /** @type {(inputs: Membership_Family_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur aktive Mitglieder haben einen Haushalt. Verlängere deine Mitgliedschaft, um Familienmitglieder hinzuzufügen.`)
};

/**
* | output |
* | --- |
* | "Only active members have a household. Renew your membership to add family members." |
*
* @param {Membership_Family_Not_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_family_not_member = /** @type {((inputs?: Membership_Family_Not_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Family_Not_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_family_not_member(inputs)
	return en_membership_family_not_member(inputs)
});