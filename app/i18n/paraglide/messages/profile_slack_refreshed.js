/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Slack_RefreshedInputs */

const en_profile_slack_refreshed = /** @type {(inputs: Profile_Slack_RefreshedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We emailed you the current invite link.`)
};

const de_profile_slack_refreshed = /** @type {(inputs: Profile_Slack_RefreshedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben dir den aktuellen Einladungslink gemailt.`)
};

/**
* | output |
* | --- |
* | "We emailed you the current invite link." |
*
* @param {Profile_Slack_RefreshedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_slack_refreshed = /** @type {((inputs?: Profile_Slack_RefreshedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Slack_RefreshedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_slack_refreshed(inputs)
	return en_profile_slack_refreshed(inputs)
});