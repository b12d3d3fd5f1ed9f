/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Away_Partner_SubjectInputs */

const en_mail_away_partner_subject = /** @type {(inputs: Mail_Away_Partner_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} wants to apply with you: ${i?.title}`)
};

const de_mail_away_partner_subject = /** @type {(inputs: Mail_Away_Partner_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} möchte sich mit dir bewerben: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "{name} wants to apply with you: {title}" |
*
* @param {Mail_Away_Partner_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_partner_subject = /** @type {((inputs: Mail_Away_Partner_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Partner_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_partner_subject(inputs)
	return en_mail_away_partner_subject(inputs)
});