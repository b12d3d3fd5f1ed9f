/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Seats_InvalidInputs */

const en_meetings_admin_seats_invalid = /** @type {(inputs: Meetings_Admin_Seats_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An election needs 1 to 50 seats`)
};

const de_meetings_admin_seats_invalid = /** @type {(inputs: Meetings_Admin_Seats_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Wahl braucht 1 bis 50 Sitze`)
};

/**
* | output |
* | --- |
* | "An election needs 1 to 50 seats" |
*
* @param {Meetings_Admin_Seats_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_seats_invalid = /** @type {((inputs?: Meetings_Admin_Seats_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Seats_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_seats_invalid(inputs)
	return en_meetings_admin_seats_invalid(inputs)
});