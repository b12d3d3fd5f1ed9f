/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_SaveInputs */

const en_membership_admin_save = /** @type {(inputs: Membership_Admin_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save membership`)
};

const de_membership_admin_save = /** @type {(inputs: Membership_Admin_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft speichern`)
};

/**
* | output |
* | --- |
* | "Save membership" |
*
* @param {Membership_Admin_SaveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_save = /** @type {((inputs?: Membership_Admin_SaveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_SaveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_save(inputs)
	return en_membership_admin_save(inputs)
});