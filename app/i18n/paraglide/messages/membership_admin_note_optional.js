/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Note_OptionalInputs */

const en_membership_admin_note_optional = /** @type {(inputs: Membership_Admin_Note_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note (optional)`)
};

const de_membership_admin_note_optional = /** @type {(inputs: Membership_Admin_Note_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notiz (optional)`)
};

/**
* | output |
* | --- |
* | "Note (optional)" |
*
* @param {Membership_Admin_Note_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_note_optional = /** @type {((inputs?: Membership_Admin_Note_OptionalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Note_OptionalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_note_optional(inputs)
	return en_membership_admin_note_optional(inputs)
});