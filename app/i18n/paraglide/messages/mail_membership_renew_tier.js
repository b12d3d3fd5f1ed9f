/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown>, tier: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Membership_Renew_TierInputs */

const en_mail_membership_renew_tier = /** @type {(inputs: Mail_Membership_Renew_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renew at ${i?.url} to keep your membership (${i?.tier}, ${i?.price} a year).`)
};

const de_mail_membership_renew_tier = /** @type {(inputs: Mail_Membership_Renew_TierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlängere unter ${i?.url}, um Mitglied zu bleiben (${i?.tier}, ${i?.price} pro Jahr).`)
};

/**
* | output |
* | --- |
* | "Renew at {url} to keep your membership ({tier}, {price} a year)." |
*
* @param {Mail_Membership_Renew_TierInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_renew_tier = /** @type {((inputs: Mail_Membership_Renew_TierInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Renew_TierInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_renew_tier(inputs)
	return en_mail_membership_renew_tier(inputs)
});