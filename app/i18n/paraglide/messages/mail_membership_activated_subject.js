/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Mail_Membership_Activated_SubjectInputs */

const en_mail_membership_activated_subject = /** @type {(inputs: Mail_Membership_Activated_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to ${i?.group}: your membership is active`)
};

const de_mail_membership_activated_subject = /** @type {(inputs: Mail_Membership_Activated_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen bei ${i?.group}: deine Mitgliedschaft ist aktiv`)
};

/**
* | output |
* | --- |
* | "Welcome to {group}: your membership is active" |
*
* @param {Mail_Membership_Activated_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_activated_subject = /** @type {((inputs: Mail_Membership_Activated_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Activated_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_activated_subject(inputs)
	return en_mail_membership_activated_subject(inputs)
});