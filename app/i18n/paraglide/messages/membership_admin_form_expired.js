/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Form_ExpiredInputs */

const en_membership_admin_form_expired = /** @type {(inputs: Membership_Admin_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form has expired. Please reload the page.`)
};

const de_membership_admin_form_expired = /** @type {(inputs: Membership_Admin_Form_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Formular ist abgelaufen. Lade die Seite bitte neu.`)
};

/**
* | output |
* | --- |
* | "The form has expired. Please reload the page." |
*
* @param {Membership_Admin_Form_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_form_expired = /** @type {((inputs?: Membership_Admin_Form_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Form_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_form_expired(inputs)
	return en_membership_admin_form_expired(inputs)
});