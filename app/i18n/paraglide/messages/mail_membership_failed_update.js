/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Membership_Failed_UpdateInputs */

const en_mail_membership_failed_update = /** @type {(inputs: Mail_Membership_Failed_UpdateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please update your card from your profile (${i?.url}, Update Payment Method) so your membership continues.`)
};

const de_mail_membership_failed_update = /** @type {(inputs: Mail_Membership_Failed_UpdateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bitte aktualisiere deine Karte in deinem Profil (${i?.url}, „Zahlungsmethode ändern“), damit deine Mitgliedschaft weiterläuft.`)
};

/**
* | output |
* | --- |
* | "Please update your card from your profile ({url}, Update Payment Method) so your membership continues." |
*
* @param {Mail_Membership_Failed_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_failed_update = /** @type {((inputs: Mail_Membership_Failed_UpdateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Failed_UpdateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_failed_update(inputs)
	return en_mail_membership_failed_update(inputs)
});