/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Membership_Admin_WhoseInputs */

const en_membership_admin_whose = /** @type {(inputs: Membership_Admin_WhoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s`)
};

const de_membership_admin_whose = /** @type {(inputs: Membership_Admin_WhoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}'s" |
*
* @param {Membership_Admin_WhoseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_whose = /** @type {((inputs: Membership_Admin_WhoseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_WhoseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_whose(inputs)
	return en_membership_admin_whose(inputs)
});