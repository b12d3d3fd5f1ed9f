/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Slack_FieldInputs */

const en_admin_settings_slack_field = /** @type {(inputs: Admin_Settings_Slack_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Slack invite link`)
};

const de_admin_settings_slack_field = /** @type {(inputs: Admin_Settings_Slack_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Slack-Einladungslink`)
};

/**
* | output |
* | --- |
* | "The Slack invite link" |
*
* @param {Admin_Settings_Slack_FieldInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_field = /** @type {((inputs?: Admin_Settings_Slack_FieldInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_FieldInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_slack_field(inputs)
	return en_admin_settings_slack_field(inputs)
});