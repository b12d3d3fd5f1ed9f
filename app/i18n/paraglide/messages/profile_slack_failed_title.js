/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Slack_Failed_TitleInputs */

const en_profile_slack_failed_title = /** @type {(inputs: Profile_Slack_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh Failed`)
};

const de_profile_slack_failed_title = /** @type {(inputs: Profile_Slack_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verschicken fehlgeschlagen`)
};

/**
* | output |
* | --- |
* | "Refresh Failed" |
*
* @param {Profile_Slack_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_slack_failed_title = /** @type {((inputs?: Profile_Slack_Failed_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Slack_Failed_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_slack_failed_title(inputs)
	return en_profile_slack_failed_title(inputs)
});