/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Col_UntilInputs */

const en_membership_admin_col_until = /** @type {(inputs: Membership_Admin_Col_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until`)
};

const de_membership_admin_col_until = /** @type {(inputs: Membership_Admin_Col_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis`)
};

/**
* | output |
* | --- |
* | "Until" |
*
* @param {Membership_Admin_Col_UntilInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_col_until = /** @type {((inputs?: Membership_Admin_Col_UntilInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Col_UntilInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_col_until(inputs)
	return en_membership_admin_col_until(inputs)
});