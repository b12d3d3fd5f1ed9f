/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Slack_IntroInputs */

const en_admin_settings_slack_intro = /** @type {(inputs: Admin_Settings_Slack_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members who press Refresh Slack Invite on their profile are emailed this link.`)
};

const de_admin_settings_slack_intro = /** @type {(inputs: Admin_Settings_Slack_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder, die in ihrem Profil auf „Slack-Einladung erneuern“ drücken, bekommen diesen Link per E-Mail.`)
};

/**
* | output |
* | --- |
* | "Members who press Refresh Slack Invite on their profile are emailed this link." |
*
* @param {Admin_Settings_Slack_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_intro = /** @type {((inputs?: Admin_Settings_Slack_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_slack_intro(inputs)
	return en_admin_settings_slack_intro(inputs)
});