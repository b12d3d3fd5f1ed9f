/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Membership_Activated_CardInputs */

const en_mail_membership_activated_card = /** @type {(inputs: Mail_Membership_Activated_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your member card is at ${i?.url}.`)
};

const de_mail_membership_activated_card = /** @type {(inputs: Mail_Membership_Activated_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedskarte findest du unter ${i?.url}.`)
};

/**
* | output |
* | --- |
* | "Your member card is at {url}." |
*
* @param {Mail_Membership_Activated_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_activated_card = /** @type {((inputs: Mail_Membership_Activated_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Activated_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_activated_card(inputs)
	return en_mail_membership_activated_card(inputs)
});