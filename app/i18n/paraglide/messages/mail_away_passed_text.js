/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Away_Passed_TextInputs */

const en_mail_away_passed_text = /** @type {(inputs: Mail_Away_Passed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your place for ${i?.title} was not paid by its deadline, so it has passed to the next member in the draw's order.`)
};

const de_mail_away_passed_text = /** @type {(inputs: Mail_Away_Passed_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Platz für ${i?.title} wurde nicht bis zur Frist bezahlt und ist an das nächste Mitglied in der Reihenfolge der Verlosung gegangen.`)
};

/**
* | output |
* | --- |
* | "Your place for {title} was not paid by its deadline, so it has passed to the next member in the draw's order." |
*
* @param {Mail_Away_Passed_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_passed_text = /** @type {((inputs: Mail_Away_Passed_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Passed_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_passed_text(inputs)
	return en_mail_away_passed_text(inputs)
});