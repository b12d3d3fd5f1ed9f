/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown>, tickets: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Away_Offered_TextInputs */

const en_mail_away_offered_text = /** @type {(inputs: Mail_Away_Offered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ballot for ${i?.title} (${i?.when}) has a place for you: ${i?.tickets}, at ${i?.price} each.`)
};

const de_mail_away_offered_text = /** @type {(inputs: Mail_Away_Offered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bei der Verlosung für ${i?.title} (${i?.when}) hast du einen Platz: ${i?.tickets}, zu je ${i?.price}.`)
};

/**
* | output |
* | --- |
* | "The ballot for {title} ({when}) has a place for you: {tickets}, at {price} each." |
*
* @param {Mail_Away_Offered_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_offered_text = /** @type {((inputs: Mail_Away_Offered_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Offered_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_offered_text(inputs)
	return en_mail_away_offered_text(inputs)
});