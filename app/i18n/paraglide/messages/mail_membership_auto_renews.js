/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Membership_Auto_RenewsInputs */

const en_mail_membership_auto_renews = /** @type {(inputs: Mail_Membership_Auto_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It renews automatically with the card on file; you can change the card or turn renewal off from your profile.`)
};

const de_mail_membership_auto_renews = /** @type {(inputs: Mail_Membership_Auto_RenewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie verlängert sich automatisch mit der hinterlegten Karte; Karte ändern oder Verlängerung abschalten kannst du in deinem Profil.`)
};

/**
* | output |
* | --- |
* | "It renews automatically with the card on file; you can change the card or turn renewal off from your profile." |
*
* @param {Mail_Membership_Auto_RenewsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_auto_renews = /** @type {((inputs?: Mail_Membership_Auto_RenewsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Auto_RenewsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_auto_renews(inputs)
	return en_mail_membership_auto_renews(inputs)
});