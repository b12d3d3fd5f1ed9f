/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Slack_RequiredInputs */

const en_admin_settings_slack_required = /** @type {(inputs: Admin_Settings_Slack_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the Slack invite link.`)
};

const de_admin_settings_slack_required = /** @type {(inputs: Admin_Settings_Slack_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den Slack-Einladungslink ein.`)
};

/**
* | output |
* | --- |
* | "Enter the Slack invite link." |
*
* @param {Admin_Settings_Slack_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_required = /** @type {((inputs?: Admin_Settings_Slack_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_slack_required(inputs)
	return en_admin_settings_slack_required(inputs)
});