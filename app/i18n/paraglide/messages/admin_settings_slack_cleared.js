/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Slack_ClearedInputs */

const en_admin_settings_slack_cleared = /** @type {(inputs: Admin_Settings_Slack_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Slack invite link was cleared.`)
};

const de_admin_settings_slack_cleared = /** @type {(inputs: Admin_Settings_Slack_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Slack-Einladungslink wurde entfernt.`)
};

/**
* | output |
* | --- |
* | "The Slack invite link was cleared." |
*
* @param {Admin_Settings_Slack_ClearedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_cleared = /** @type {((inputs?: Admin_Settings_Slack_ClearedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_ClearedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_slack_cleared(inputs)
	return en_admin_settings_slack_cleared(inputs)
});