/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_No_ChangesInputs */

const en_membership_admin_no_changes = /** @type {(inputs: Membership_Admin_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes yet.`)
};

const de_membership_admin_no_changes = /** @type {(inputs: Membership_Admin_No_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Änderungen.`)
};

/**
* | output |
* | --- |
* | "No changes yet." |
*
* @param {Membership_Admin_No_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_no_changes = /** @type {((inputs?: Membership_Admin_No_ChangesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_No_ChangesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_no_changes(inputs)
	return en_membership_admin_no_changes(inputs)
});