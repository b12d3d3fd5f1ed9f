/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_Vip_GatheringsInputs */

const en_membership_perk_vip_gatherings = /** @type {(inputs: Membership_Perk_Vip_GatheringsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations to VIP member gatherings`)
};

const de_membership_perk_vip_gatherings = /** @type {(inputs: Membership_Perk_Vip_GatheringsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen zu VIP-Mitgliedertreffen`)
};

/**
* | output |
* | --- |
* | "Invitations to VIP member gatherings" |
*
* @param {Membership_Perk_Vip_GatheringsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_vip_gatherings = /** @type {((inputs?: Membership_Perk_Vip_GatheringsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Vip_GatheringsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_vip_gatherings(inputs)
	return en_membership_perk_vip_gatherings(inputs)
});