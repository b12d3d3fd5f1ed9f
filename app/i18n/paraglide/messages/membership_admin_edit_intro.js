/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Edit_IntroInputs */

const en_membership_admin_edit_intro = /** @type {(inputs: Membership_Admin_Edit_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For corrections and grace periods; the reason is kept in the history.`)
};

const de_membership_admin_edit_intro = /** @type {(inputs: Membership_Admin_Edit_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Korrekturen und Kulanzfristen; der Grund bleibt im Verlauf.`)
};

/**
* | output |
* | --- |
* | "For corrections and grace periods; the reason is kept in the history." |
*
* @param {Membership_Admin_Edit_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_edit_intro = /** @type {((inputs?: Membership_Admin_Edit_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Edit_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_edit_intro(inputs)
	return en_membership_admin_edit_intro(inputs)
});