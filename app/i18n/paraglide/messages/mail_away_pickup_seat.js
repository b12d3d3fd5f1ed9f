/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Away_Pickup_SeatInputs */

const en_mail_away_pickup_seat = /** @type {(inputs: Mail_Away_Pickup_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your seat, or another pickup point: ${i?.url}`)
};

const de_mail_away_pickup_seat = /** @type {(inputs: Mail_Away_Pickup_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Platz oder ein anderer Zustieg: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Your seat, or another pickup point: {url}" |
*
* @param {Mail_Away_Pickup_SeatInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_pickup_seat = /** @type {((inputs: Mail_Away_Pickup_SeatInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Pickup_SeatInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_pickup_seat(inputs)
	return en_mail_away_pickup_seat(inputs)
});