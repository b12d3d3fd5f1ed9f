/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Slack_UpdatedInputs */

const en_admin_settings_slack_updated = /** @type {(inputs: Admin_Settings_Slack_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Slack invite link was updated.`)
};

const de_admin_settings_slack_updated = /** @type {(inputs: Admin_Settings_Slack_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Slack-Einladungslink wurde aktualisiert.`)
};

/**
* | output |
* | --- |
* | "The Slack invite link was updated." |
*
* @param {Admin_Settings_Slack_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_updated = /** @type {((inputs?: Admin_Settings_Slack_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_slack_updated(inputs)
	return en_admin_settings_slack_updated(inputs)
});