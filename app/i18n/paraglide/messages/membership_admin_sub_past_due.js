/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Sub_Past_DueInputs */

const en_membership_admin_sub_past_due = /** @type {(inputs: Membership_Admin_Sub_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`past_due`)
};

const de_membership_admin_sub_past_due = /** @type {(inputs: Membership_Admin_Sub_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`überfällig`)
};

/**
* | output |
* | --- |
* | "past_due" |
*
* @param {Membership_Admin_Sub_Past_DueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_sub_past_due = /** @type {((inputs?: Membership_Admin_Sub_Past_DueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Sub_Past_DueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_sub_past_due(inputs)
	return en_membership_admin_sub_past_due(inputs)
});