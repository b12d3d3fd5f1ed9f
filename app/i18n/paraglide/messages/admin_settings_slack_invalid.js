/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Slack_InvalidInputs */

const en_admin_settings_slack_invalid = /** @type {(inputs: Admin_Settings_Slack_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a full https:// link, e.g. https://join.slack.com/t/…`)
};

const de_admin_settings_slack_invalid = /** @type {(inputs: Admin_Settings_Slack_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib einen vollständigen https://-Link ein, z. B. https://join.slack.com/t/…`)
};

/**
* | output |
* | --- |
* | "Enter a full https:// link, e.g. https://join.slack.com/t/…" |
*
* @param {Admin_Settings_Slack_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_invalid = /** @type {((inputs?: Admin_Settings_Slack_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_slack_invalid(inputs)
	return en_admin_settings_slack_invalid(inputs)
});