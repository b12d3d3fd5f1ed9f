/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_UpdatedInputs */

const en_membership_admin_updated = /** @type {(inputs: Membership_Admin_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The membership was updated.`)
};

const de_membership_admin_updated = /** @type {(inputs: Membership_Admin_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Mitgliedschaft wurde geändert.`)
};

/**
* | output |
* | --- |
* | "The membership was updated." |
*
* @param {Membership_Admin_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_updated = /** @type {((inputs?: Membership_Admin_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_updated(inputs)
	return en_membership_admin_updated(inputs)
});