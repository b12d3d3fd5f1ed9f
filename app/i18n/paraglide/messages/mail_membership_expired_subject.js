/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Mail_Membership_Expired_SubjectInputs */

const en_mail_membership_expired_subject = /** @type {(inputs: Mail_Membership_Expired_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.group} membership has expired`)
};

const de_mail_membership_expired_subject = /** @type {(inputs: Mail_Membership_Expired_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft bei ${i?.group} ist abgelaufen`)
};

/**
* | output |
* | --- |
* | "Your {group} membership has expired" |
*
* @param {Mail_Membership_Expired_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_expired_subject = /** @type {((inputs: Mail_Membership_Expired_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Expired_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_expired_subject(inputs)
	return en_mail_membership_expired_subject(inputs)
});