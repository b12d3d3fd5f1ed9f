/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ settings: NonNullable<unknown> }} Admin_Dashboard_Slack_HintInputs */

const en_admin_dashboard_slack_hint = /** @type {(inputs: Admin_Dashboard_Slack_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Set the invite link in ${i?.settings}.`)
};

const de_admin_dashboard_slack_hint = /** @type {(inputs: Admin_Dashboard_Slack_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trag den Einladungslink in den ${i?.settings} ein.`)
};

/**
* | output |
* | --- |
* | "Set the invite link in {settings}." |
*
* @param {Admin_Dashboard_Slack_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_slack_hint = /** @type {((inputs: Admin_Dashboard_Slack_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Slack_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_slack_hint(inputs)
	return en_admin_dashboard_slack_hint(inputs)
});