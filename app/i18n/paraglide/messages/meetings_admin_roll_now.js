/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Meetings_Admin_Roll_NowInputs */

const en_meetings_admin_roll_now = /** @type {(inputs: Meetings_Admin_Roll_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} members are on the roll now.`)
};

const de_meetings_admin_roll_now = /** @type {(inputs: Meetings_Admin_Roll_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Im Stimmregister stehen jetzt ${i?.count} Mitglieder.`)
};

/**
* | output |
* | --- |
* | "{count} members are on the roll now." |
*
* @param {Meetings_Admin_Roll_NowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_roll_now = /** @type {((inputs: Meetings_Admin_Roll_NowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Roll_NowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_roll_now(inputs)
	return en_meetings_admin_roll_now(inputs)
});