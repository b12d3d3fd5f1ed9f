/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Col_FromInputs */

const en_membership_admin_col_from = /** @type {(inputs: Membership_Admin_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const de_membership_admin_col_from = /** @type {(inputs: Membership_Admin_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ab`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Membership_Admin_Col_FromInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_col_from = /** @type {((inputs?: Membership_Admin_Col_FromInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Col_FromInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_col_from(inputs)
	return en_membership_admin_col_from(inputs)
});