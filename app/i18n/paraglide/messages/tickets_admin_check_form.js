/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_Check_FormInputs */

const en_tickets_admin_check_form = /** @type {(inputs: Tickets_Admin_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the form`)
};

const de_tickets_admin_check_form = /** @type {(inputs: Tickets_Admin_Check_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüf das Formular`)
};

/**
* | output |
* | --- |
* | "Check the form" |
*
* @param {Tickets_Admin_Check_FormInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_check_form = /** @type {((inputs?: Tickets_Admin_Check_FormInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Check_FormInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_check_form(inputs)
	return en_tickets_admin_check_form(inputs)
});