/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Slack_HeadingInputs */

const en_admin_settings_slack_heading = /** @type {(inputs: Admin_Settings_Slack_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack team chat`)
};

const de_admin_settings_slack_heading = /** @type {(inputs: Admin_Settings_Slack_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack-Teamchat`)
};

/**
* | output |
* | --- |
* | "Slack team chat" |
*
* @param {Admin_Settings_Slack_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_heading = /** @type {((inputs?: Admin_Settings_Slack_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_slack_heading(inputs)
	return en_admin_settings_slack_heading(inputs)
});