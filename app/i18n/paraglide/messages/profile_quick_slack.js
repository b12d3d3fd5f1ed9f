/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Quick_SlackInputs */

const en_profile_quick_slack = /** @type {(inputs: Profile_Quick_SlackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh Slack Invite`)
};

const de_profile_quick_slack = /** @type {(inputs: Profile_Quick_SlackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slack-Einladung erneuern`)
};

/**
* | output |
* | --- |
* | "Refresh Slack Invite" |
*
* @param {Profile_Quick_SlackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_quick_slack = /** @type {((inputs?: Profile_Quick_SlackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Quick_SlackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_quick_slack(inputs)
	return en_profile_quick_slack(inputs)
});