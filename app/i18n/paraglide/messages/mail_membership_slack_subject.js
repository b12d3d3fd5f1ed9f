/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Mail_Membership_Slack_SubjectInputs */

const en_mail_membership_slack_subject = /** @type {(inputs: Mail_Membership_Slack_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your invite to the ${i?.group} Slack`)
};

const de_mail_membership_slack_subject = /** @type {(inputs: Mail_Membership_Slack_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Einladung in den Slack von ${i?.group}`)
};

/**
* | output |
* | --- |
* | "Your invite to the {group} Slack" |
*
* @param {Mail_Membership_Slack_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_slack_subject = /** @type {((inputs: Mail_Membership_Slack_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Slack_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_slack_subject(inputs)
	return en_mail_membership_slack_subject(inputs)
});