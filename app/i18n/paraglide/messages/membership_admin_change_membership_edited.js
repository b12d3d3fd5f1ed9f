/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Change_Membership_EditedInputs */

const en_membership_admin_change_membership_edited = /** @type {(inputs: Membership_Admin_Change_Membership_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membership edited`)
};

const de_membership_admin_change_membership_edited = /** @type {(inputs: Membership_Admin_Change_Membership_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft bearbeitet`)
};

/**
* | output |
* | --- |
* | "membership edited" |
*
* @param {Membership_Admin_Change_Membership_EditedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_change_membership_edited = /** @type {((inputs?: Membership_Admin_Change_Membership_EditedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Change_Membership_EditedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_change_membership_edited(inputs)
	return en_membership_admin_change_membership_edited(inputs)
});