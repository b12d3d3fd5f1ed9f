/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Membership_Slack_IntroInputs */

const en_mail_membership_slack_intro = /** @type {(inputs: Mail_Membership_Slack_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Here is the current invite link to our Slack workspace:`)
};

const de_mail_membership_slack_intro = /** @type {(inputs: Mail_Membership_Slack_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier ist der aktuelle Einladungslink zu unserem Slack-Workspace:`)
};

/**
* | output |
* | --- |
* | "Here is the current invite link to our Slack workspace:" |
*
* @param {Mail_Membership_Slack_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_slack_intro = /** @type {((inputs?: Mail_Membership_Slack_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Slack_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_slack_intro(inputs)
	return en_mail_membership_slack_intro(inputs)
});