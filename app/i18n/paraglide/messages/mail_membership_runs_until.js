/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Mail_Membership_Runs_UntilInputs */

const en_mail_membership_runs_until = /** @type {(inputs: Mail_Membership_Runs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your membership runs until ${i?.date}.`)
};

const de_mail_membership_runs_until = /** @type {(inputs: Mail_Membership_Runs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft gilt bis ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Your membership runs until {date}." |
*
* @param {Mail_Membership_Runs_UntilInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_runs_until = /** @type {((inputs: Mail_Membership_Runs_UntilInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Runs_UntilInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_runs_until(inputs)
	return en_mail_membership_runs_until(inputs)
});