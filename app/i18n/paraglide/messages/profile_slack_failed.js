/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Slack_FailedInputs */

const en_profile_slack_failed = /** @type {(inputs: Profile_Slack_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to refresh Slack invite.`)
};

const de_profile_slack_failed = /** @type {(inputs: Profile_Slack_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Slack-Einladung ließ sich nicht verschicken.`)
};

/**
* | output |
* | --- |
* | "Failed to refresh Slack invite." |
*
* @param {Profile_Slack_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_slack_failed = /** @type {((inputs?: Profile_Slack_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Slack_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_slack_failed(inputs)
	return en_profile_slack_failed(inputs)
});