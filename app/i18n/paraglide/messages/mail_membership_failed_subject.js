/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Mail_Membership_Failed_SubjectInputs */

const en_mail_membership_failed_subject = /** @type {(inputs: Mail_Membership_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.group} membership payment failed`)
};

const de_mail_membership_failed_subject = /** @type {(inputs: Mail_Membership_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Zahlung für deine Mitgliedschaft bei ${i?.group} ist fehlgeschlagen`)
};

/**
* | output |
* | --- |
* | "Your {group} membership payment failed" |
*
* @param {Mail_Membership_Failed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_failed_subject = /** @type {((inputs: Mail_Membership_Failed_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Failed_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_failed_subject(inputs)
	return en_mail_membership_failed_subject(inputs)
});