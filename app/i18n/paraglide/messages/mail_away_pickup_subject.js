/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ match: NonNullable<unknown> }} Mail_Away_Pickup_SubjectInputs */

const en_mail_away_pickup_subject = /** @type {(inputs: Mail_Away_Pickup_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coach pickup changed: ${i?.match}`)
};

const de_mail_away_pickup_subject = /** @type {(inputs: Mail_Away_Pickup_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bus-Zustieg geändert: ${i?.match}`)
};

/**
* | output |
* | --- |
* | "Coach pickup changed: {match}" |
*
* @param {Mail_Away_Pickup_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_pickup_subject = /** @type {((inputs: Mail_Away_Pickup_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Pickup_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_pickup_subject(inputs)
	return en_mail_away_pickup_subject(inputs)
});