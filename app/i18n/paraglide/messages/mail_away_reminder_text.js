/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Away_Reminder_TextInputs */

const en_mail_away_reminder_text = /** @type {(inputs: Mail_Away_Reminder_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your place for ${i?.title} is still waiting to be paid. Pay by ${i?.when} to keep it: ${i?.url}`)
};

const de_mail_away_reminder_text = /** @type {(inputs: Mail_Away_Reminder_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Platz für ${i?.title} ist noch nicht bezahlt. Bezahle bis ${i?.when}, um ihn zu behalten: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Your place for {title} is still waiting to be paid. Pay by {when} to keep it: {url}" |
*
* @param {Mail_Away_Reminder_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_reminder_text = /** @type {((inputs: Mail_Away_Reminder_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Reminder_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_reminder_text(inputs)
	return en_mail_away_reminder_text(inputs)
});