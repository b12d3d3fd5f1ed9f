/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Rate_Slack_InvitesInputs */

const en_profile_rate_slack_invites = /** @type {(inputs: Profile_Rate_Slack_InvitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack invite requests`)
};

const de_profile_rate_slack_invites = /** @type {(inputs: Profile_Rate_Slack_InvitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfragen nach der Slack-Einladung`)
};

/**
* | output |
* | --- |
* | "Slack invite requests" |
*
* @param {Profile_Rate_Slack_InvitesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_rate_slack_invites = /** @type {((inputs?: Profile_Rate_Slack_InvitesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Rate_Slack_InvitesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_rate_slack_invites(inputs)
	return en_profile_rate_slack_invites(inputs)
});