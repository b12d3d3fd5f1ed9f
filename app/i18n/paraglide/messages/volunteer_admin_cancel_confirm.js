/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Cancel_ConfirmInputs */

const en_volunteer_admin_cancel_confirm = /** @type {(inputs: Volunteer_Admin_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel and email volunteers`)
};

const de_volunteer_admin_cancel_confirm = /** @type {(inputs: Volunteer_Admin_Cancel_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, absagen und Helfer:innen anschreiben`)
};

/**
* | output |
* | --- |
* | "Yes, cancel and email volunteers" |
*
* @param {Volunteer_Admin_Cancel_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancel_confirm = /** @type {((inputs?: Volunteer_Admin_Cancel_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancel_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_cancel_confirm(inputs)
	return en_volunteer_admin_cancel_confirm(inputs)
});