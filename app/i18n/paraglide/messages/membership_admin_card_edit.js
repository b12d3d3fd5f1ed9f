/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Card_EditInputs */

const en_membership_admin_card_edit = /** @type {(inputs: Membership_Admin_Card_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit membership`)
};

const de_membership_admin_card_edit = /** @type {(inputs: Membership_Admin_Card_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft bearbeiten`)
};

/**
* | output |
* | --- |
* | "Edit membership" |
*
* @param {Membership_Admin_Card_EditInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_card_edit = /** @type {((inputs?: Membership_Admin_Card_EditInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Card_EditInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_card_edit(inputs)
	return en_membership_admin_card_edit(inputs)
});