/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Membership_Slack_ChangesInputs */

const en_mail_membership_slack_changes = /** @type {(inputs: Mail_Membership_Slack_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link changes from time to time; ask for a new one from your profile whenever it stops working.`)
};

const de_mail_membership_slack_changes = /** @type {(inputs: Mail_Membership_Slack_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Link ändert sich ab und zu; wenn er nicht mehr geht, hol dir in deinem Profil einen neuen.`)
};

/**
* | output |
* | --- |
* | "The link changes from time to time; ask for a new one from your profile whenever it stops working." |
*
* @param {Mail_Membership_Slack_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_slack_changes = /** @type {((inputs?: Mail_Membership_Slack_ChangesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Slack_ChangesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_slack_changes(inputs)
	return en_mail_membership_slack_changes(inputs)
});