/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Slack_LabelInputs */

const en_admin_settings_slack_label = /** @type {(inputs: Admin_Settings_Slack_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack invite link`)
};

const de_admin_settings_slack_label = /** @type {(inputs: Admin_Settings_Slack_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack-Einladungslink`)
};

/**
* | output |
* | --- |
* | "Slack invite link" |
*
* @param {Admin_Settings_Slack_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_label = /** @type {((inputs?: Admin_Settings_Slack_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_slack_label(inputs)
	return en_admin_settings_slack_label(inputs)
});