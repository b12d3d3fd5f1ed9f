/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ match: NonNullable<unknown>, place: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Away_Pickup_TextInputs */

const en_mail_away_pickup_text = /** @type {(inputs: Mail_Away_Pickup_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The coach to ${i?.match} now picks you up at ${i?.place}, ${i?.when}.`)
};

const de_mail_away_pickup_text = /** @type {(inputs: Mail_Away_Pickup_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Bus zu ${i?.match} holt dich jetzt hier ab: ${i?.place}, ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "The coach to {match} now picks you up at {place}, {when}." |
*
* @param {Mail_Away_Pickup_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_pickup_text = /** @type {((inputs: Mail_Away_Pickup_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Pickup_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_pickup_text(inputs)
	return en_mail_away_pickup_text(inputs)
});