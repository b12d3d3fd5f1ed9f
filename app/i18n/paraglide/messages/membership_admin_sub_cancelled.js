/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Sub_CancelledInputs */

const en_membership_admin_sub_cancelled = /** @type {(inputs: Membership_Admin_Sub_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancelled`)
};

const de_membership_admin_sub_cancelled = /** @type {(inputs: Membership_Admin_Sub_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gekündigt`)
};

/**
* | output |
* | --- |
* | "cancelled" |
*
* @param {Membership_Admin_Sub_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_sub_cancelled = /** @type {((inputs?: Membership_Admin_Sub_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Sub_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_sub_cancelled(inputs)
	return en_membership_admin_sub_cancelled(inputs)
});