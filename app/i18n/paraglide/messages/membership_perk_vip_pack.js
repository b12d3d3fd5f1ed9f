/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_Vip_PackInputs */

const en_membership_perk_vip_pack = /** @type {(inputs: Membership_Perk_Vip_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exclusive VIP merchandise pack`)
};

const de_membership_perk_vip_pack = /** @type {(inputs: Membership_Perk_Vip_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exklusives VIP-Merch-Paket`)
};

/**
* | output |
* | --- |
* | "Exclusive VIP merchandise pack" |
*
* @param {Membership_Perk_Vip_PackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_vip_pack = /** @type {((inputs?: Membership_Perk_Vip_PackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Vip_PackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_vip_pack(inputs)
	return en_membership_perk_vip_pack(inputs)
});