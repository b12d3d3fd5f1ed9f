/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ taken: NonNullable<unknown>, price: NonNullable<unknown>, seats: NonNullable<unknown> }} Away_Coach_Admin_SeatsInputs */

const en_away_coach_admin_seats = /** @type {(inputs: Away_Coach_Admin_SeatsInputs) => LocalizedString} */ (i) => {const seatsPlural = registry.plural("en", i?.seats, {});
	if (seatsPlural === "one") return /** @type {LocalizedString} */ (`${i?.taken} of ${i?.seats} seat booked · ${i?.price} a seat, paid at pickup`);
	return /** @type {LocalizedString} */ (`${i?.taken} of ${i?.seats} seats booked · ${i?.price} a seat, paid at pickup`)
	
};

const de_away_coach_admin_seats = /** @type {(inputs: Away_Coach_Admin_SeatsInputs) => LocalizedString} */ (i) => {const seatsPlural = registry.plural("de", i?.seats, {});
	if (seatsPlural === "one") return /** @type {LocalizedString} */ (`${i?.taken} von ${i?.seats} Platz gebucht · ${i?.price} pro Platz, zahlbar bei der Abfahrt`);
	return /** @type {LocalizedString} */ (`${i?.taken} von ${i?.seats} Plätzen gebucht · ${i?.price} pro Platz, zahlbar bei der Abfahrt`)
	
};

/**
* | seatsPlural | output |
* | --- | --- |
* | "one" | "{taken} of {seats} seat booked · {price} a seat, paid at pickup" |
* | * | "{taken} of {seats} seats booked · {price} a seat, paid at pickup" |
*
* @param {Away_Coach_Admin_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_seats = /** @type {((inputs: Away_Coach_Admin_SeatsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_SeatsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_seats(inputs)
	return en_away_coach_admin_seats(inputs)
});