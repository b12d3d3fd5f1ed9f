/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_MailchimpInputs */

const en_admin_integration_mailchimp = /** @type {(inputs: Admin_Integration_MailchimpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailchimp mailing-list sync`)
};

const de_admin_integration_mailchimp = /** @type {(inputs: Admin_Integration_MailchimpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailchimp-Verteilerabgleich`)
};

/**
* | output |
* | --- |
* | "Mailchimp mailing-list sync" |
*
* @param {Admin_Integration_MailchimpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_mailchimp = /** @type {((inputs?: Admin_Integration_MailchimpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_MailchimpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_mailchimp(inputs)
	return en_admin_integration_mailchimp(inputs)
});