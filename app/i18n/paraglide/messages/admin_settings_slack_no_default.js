/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Settings_Slack_No_DefaultInputs */

const en_admin_settings_slack_no_default = /** @type {(inputs: Admin_Settings_Slack_No_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Without one here (and without SLACK_INVITE_URL on the server), no invite can be sent.`)
};

const de_admin_settings_slack_no_default = /** @type {(inputs: Admin_Settings_Slack_No_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steht hier keiner (und fehlt SLACK_INVITE_URL auf dem Server), kann keine Einladung verschickt werden.`)
};

/**
* | output |
* | --- |
* | "Without one here (and without SLACK_INVITE_URL on the server), no invite can be sent." |
*
* @param {Admin_Settings_Slack_No_DefaultInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_settings_slack_no_default = /** @type {((inputs?: Admin_Settings_Slack_No_DefaultInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Settings_Slack_No_DefaultInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_settings_slack_no_default(inputs)
	return en_admin_settings_slack_no_default(inputs)
});