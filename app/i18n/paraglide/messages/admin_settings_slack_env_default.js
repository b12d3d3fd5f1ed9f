/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Admin_Settings_Slack_Env_DefaultInputs */

const en_admin_settings_slack_env_default = /** @type {(inputs: Admin_Settings_Slack_Env_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Without one here, the server's SLACK_INVITE_URL is sent (${i?.url}).`)
};

const de_admin_settings_slack_env_default = /** @type {(inputs: Admin_Settings_Slack_Env_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Steht hier keiner, wird SLACK_INVITE_URL des Servers verschickt (${i?.url}).`)
};

/**
* | output |
* | --- |
* | "Without one here, the server's SLACK_INVITE_URL is sent ({url})." |
*
* @param {Admin_Settings_Slack_Env_DefaultInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_env_default = /** @type {((inputs: Admin_Settings_Slack_Env_DefaultInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_Env_DefaultInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_slack_env_default(inputs)
	return en_admin_settings_slack_env_default(inputs)
});