/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Away_Pickup_WasInputs */

const en_mail_away_pickup_was = /** @type {(inputs: Mail_Away_Pickup_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was: ${i?.place}, ${i?.when}.`)
};

const de_mail_away_pickup_was = /** @type {(inputs: Mail_Away_Pickup_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vorher: ${i?.place}, ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "Was: {place}, {when}." |
*
* @param {Mail_Away_Pickup_WasInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_pickup_was = /** @type {((inputs: Mail_Away_Pickup_WasInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Pickup_WasInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_pickup_was(inputs)
	return en_mail_away_pickup_was(inputs)
});