/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Tier_PriceInputs */

const en_membership_admin_tier_price = /** @type {(inputs: Membership_Admin_Tier_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tier price`)
};

const de_membership_admin_tier_price = /** @type {(inputs: Membership_Admin_Tier_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis der Stufe`)
};

/**
* | output |
* | --- |
* | "Tier price" |
*
* @param {Membership_Admin_Tier_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_tier_price = /** @type {((inputs?: Membership_Admin_Tier_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Tier_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_tier_price(inputs)
	return en_membership_admin_tier_price(inputs)
});