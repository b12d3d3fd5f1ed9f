/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Card_Member_IdInputs */

const en_membership_card_member_id = /** @type {(inputs: Membership_Card_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member ID`)
};

const de_membership_card_member_id = /** @type {(inputs: Membership_Card_Member_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieds-ID`)
};

/**
* | output |
* | --- |
* | "Member ID" |
*
* @param {Membership_Card_Member_IdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_card_member_id = /** @type {((inputs?: Membership_Card_Member_IdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Card_Member_IdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_card_member_id(inputs)
	return en_membership_card_member_id(inputs)
});