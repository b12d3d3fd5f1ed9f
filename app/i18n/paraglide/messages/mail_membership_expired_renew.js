/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Membership_Expired_RenewInputs */

const en_mail_membership_expired_renew = /** @type {(inputs: Mail_Membership_Expired_RenewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renew at ${i?.url} to become a member again.`)
};

const de_mail_membership_expired_renew = /** @type {(inputs: Mail_Membership_Expired_RenewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unter ${i?.url} kannst du wieder Mitglied werden.`)
};

/**
* | output |
* | --- |
* | "Renew at {url} to become a member again." |
*
* @param {Mail_Membership_Expired_RenewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_expired_renew = /** @type {((inputs: Mail_Membership_Expired_RenewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Expired_RenewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_expired_renew(inputs)
	return en_mail_membership_expired_renew(inputs)
});