/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Slack_Refreshed_TitleInputs */

const en_profile_slack_refreshed_title = /** @type {(inputs: Profile_Slack_Refreshed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack Invite Refreshed`)
};

const de_profile_slack_refreshed_title = /** @type {(inputs: Profile_Slack_Refreshed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack-Einladung verschickt`)
};

/**
* | output |
* | --- |
* | "Slack Invite Refreshed" |
*
* @param {Profile_Slack_Refreshed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_slack_refreshed_title = /** @type {((inputs?: Profile_Slack_Refreshed_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Slack_Refreshed_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_slack_refreshed_title(inputs)
	return en_profile_slack_refreshed_title(inputs)
});