/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_Early_NoticeInputs */

const en_membership_perk_early_notice = /** @type {(inputs: Membership_Perk_Early_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Early notice of away trips and socials`)
};

const de_membership_perk_early_notice = /** @type {(inputs: Membership_Perk_Early_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Früh Bescheid über Auswärtsfahrten und Treffen`)
};

/**
* | output |
* | --- |
* | "Early notice of away trips and socials" |
*
* @param {Membership_Perk_Early_NoticeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_early_notice = /** @type {((inputs?: Membership_Perk_Early_NoticeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Early_NoticeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_early_notice(inputs)
	return en_membership_perk_early_notice(inputs)
});