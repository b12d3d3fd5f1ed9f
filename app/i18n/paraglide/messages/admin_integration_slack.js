/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_SlackInputs */

const en_admin_integration_slack = /** @type {(inputs: Admin_Integration_SlackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack team chat`)
};

const de_admin_integration_slack = /** @type {(inputs: Admin_Integration_SlackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack-Teamchat`)
};

/**
* | output |
* | --- |
* | "Slack team chat" |
*
* @param {Admin_Integration_SlackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_slack = /** @type {((inputs?: Admin_Integration_SlackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_SlackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_slack(inputs)
	return en_admin_integration_slack(inputs)
});