/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_By_HandInputs */

const en_membership_admin_by_hand = /** @type {(inputs: Membership_Admin_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorded by hand`)
};

const de_membership_admin_by_hand = /** @type {(inputs: Membership_Admin_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von Hand eingetragen`)
};

/**
* | output |
* | --- |
* | "Recorded by hand" |
*
* @param {Membership_Admin_By_HandInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_by_hand = /** @type {((inputs?: Membership_Admin_By_HandInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_By_HandInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_by_hand(inputs)
	return en_membership_admin_by_hand(inputs)
});