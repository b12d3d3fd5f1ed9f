/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Col_Recorded_ByInputs */

const en_membership_admin_col_recorded_by = /** @type {(inputs: Membership_Admin_Col_Recorded_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorded by`)
};

const de_membership_admin_col_recorded_by = /** @type {(inputs: Membership_Admin_Col_Recorded_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingetragen von`)
};

/**
* | output |
* | --- |
* | "Recorded by" |
*
* @param {Membership_Admin_Col_Recorded_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_col_recorded_by = /** @type {((inputs?: Membership_Admin_Col_Recorded_ByInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Col_Recorded_ByInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_col_recorded_by(inputs)
	return en_membership_admin_col_recorded_by(inputs)
});