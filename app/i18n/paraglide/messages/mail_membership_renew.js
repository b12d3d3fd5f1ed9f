/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Membership_RenewInputs */

const en_mail_membership_renew = /** @type {(inputs: Mail_Membership_RenewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renew at ${i?.url} to keep your membership.`)
};

const de_mail_membership_renew = /** @type {(inputs: Mail_Membership_RenewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlängere unter ${i?.url}, um Mitglied zu bleiben.`)
};

/**
* | output |
* | --- |
* | "Renew at {url} to keep your membership." |
*
* @param {Mail_Membership_RenewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_renew = /** @type {((inputs: Mail_Membership_RenewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_RenewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_renew(inputs)
	return en_mail_membership_renew(inputs)
});