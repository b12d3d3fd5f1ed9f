/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Col_ReferenceInputs */

const en_membership_admin_col_reference = /** @type {(inputs: Membership_Admin_Col_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

const de_membership_admin_col_reference = /** @type {(inputs: Membership_Admin_Col_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referenz`)
};

/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Membership_Admin_Col_ReferenceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_col_reference = /** @type {((inputs?: Membership_Admin_Col_ReferenceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Col_ReferenceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_col_reference(inputs)
	return en_membership_admin_col_reference(inputs)
});