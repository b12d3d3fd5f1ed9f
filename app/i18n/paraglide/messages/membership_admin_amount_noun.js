/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Amount_NounInputs */

const en_membership_admin_amount_noun = /** @type {(inputs: Membership_Admin_Amount_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amount`)
};

const de_membership_admin_amount_noun = /** @type {(inputs: Membership_Admin_Amount_NounInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag`)
};

/**
* | output |
* | --- |
* | "amount" |
*
* @param {Membership_Admin_Amount_NounInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_amount_noun = /** @type {((inputs?: Membership_Admin_Amount_NounInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Amount_NounInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_amount_noun(inputs)
	return en_membership_admin_amount_noun(inputs)
});